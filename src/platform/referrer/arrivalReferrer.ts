// The site that sent the visitor to this page, when it is another site (spec §4's referrer deny). Read in effects.
import { readSessionValue } from '../sessionValue.ts';
import { arrivalOf, type SiteArrival } from './arrival.ts';

/** Where the language redirect (src/i18n/languageRedirect.ts) and a language link (src/i18n/languageSwitch.ts) hand
 * the arrival over to the page they lead to. */
export const REDIRECTED_REFERRER_KEY = 'acquisition.redirectedReferrer';

/** This document's navigation: the URL it was loaded with (not where the app has moved since) and how. */
function documentEntry() {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return { name: entry?.name ?? location.href, type: entry?.type ?? 'navigate' };
}

const arrival = (): SiteArrival =>
  arrivalOf(readSessionValue(REDIRECTED_REFERRER_KEY), document.referrer, documentEntry());

/** The referrer when it is a page of another origin; undefined without one or from inside the site. */
export function otherSiteReferrer(): string | undefined {
  const { referrer } = arrival();
  try {
    return referrer && new URL(referrer).origin !== location.origin ? referrer : undefined;
  } catch {
    return undefined; // no URL: nothing to compare
  }
}

/** The URL the visitor arrived at and how: navigate, reload… (a language link's page: the page it was on's). */
export function documentArrival() {
  const { documentUrl, navigationType } = arrival();
  return { documentUrl, navigationType };
}
