// Loaded with import() only when a visitor comes to a registration page with a referrer: the host lists
// (config/app.json deniedReferrers, which scripts/vite/lazyConfigPartPlugin.ts serves apart from the rest of the
// file) and the matcher weigh nothing on the pages every other visitor hydrates.
import deniedReferrers from 'virtual:denied-referrers';
import type { DeniedReferrerOutcome } from '../../config/__generated__/app.ts';
import { documentArrival, otherSiteReferrer } from './arrivalReferrer.ts';
import { keepDeniedArrival } from './deniedArrivalRecord.ts';
import { listedReferrer } from './listedReferrer.ts';

// The site a let-in visitor came from, for the code's query (a partner's code is for its visitors): from here, since
// the route's loader loads this module anyway when there is a referrer.
export { otherSiteReferrer };

export interface Arrival {
  registrationCode: string;
  /** Another site's page. */
  referrer: string;
  /** The URL the document was loaded with (its navigation entry) and how: navigate, reload, back_forward… */
  documentUrl: string;
  navigationType: string;
}

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Whether the referrer sent the visitor to this code: the document was opened (not reloaded, not a history step) on
 * a URL that carries the code, as the slug or ?registrationCode=. A code typed in after arriving is the visitor's own,
 * and document.referrer stays the same while the app moves between its pages.
 */
export function arrivedWithCode({ registrationCode, documentUrl, navigationType }: Arrival): boolean {
  if (navigationType !== 'navigate') return false;
  const url = new URL(documentUrl);
  return (
    url.searchParams.get('registrationCode') === registrationCode ||
    url.pathname.split('/').some((segment) => decoded(segment) === registrationCode)
  );
}

/** The listed site that sent the visitor to this code, if one did. */
const listedSender = (arrival: Arrival) =>
  deniedReferrers && arrivedWithCode(arrival) ? listedReferrer(arrival.referrer, deniedReferrers.hosts) : undefined;

/** Where a visitor a listed site sent goes, once their code and referrer are kept; undefined: let them in. */
export function denyListedArrival(arrival: Arrival, now: Date): DeniedReferrerOutcome | undefined {
  const listed = listedSender(arrival);
  if (!listed || !deniedReferrers) return undefined;
  const { registrationCode, referrer } = arrival;
  keepDeniedArrival({ registrationCode, referrer, kind: listed.kind, deniedAt: now.toISOString() });
  return deniedReferrers.leadsTo;
}

/** This page's arrival: the browser's referrer (or the one handed over) and the document's, when another site's. */
const pageArrival = (registrationCode: string): Arrival | undefined => {
  const referrer = otherSiteReferrer();
  return referrer ? { registrationCode, referrer, ...documentArrival() } : undefined;
};

/** Whether a listed site sent the visitor to this code (nothing kept: the page's check keeps it). */
export function isDeniedArrival(registrationCode: string): boolean {
  const arrival = pageArrival(registrationCode);
  return !!arrival && !!listedSender(arrival);
}

/** denyListedArrival for this page: the browser's referrer (or the one handed over) and the document's arrival. */
export function deniedArrivalOutcome(registrationCode: string): DeniedReferrerOutcome | undefined {
  const arrival = pageArrival(registrationCode);
  return arrival ? denyListedArrival(arrival, new Date()) : undefined;
}
