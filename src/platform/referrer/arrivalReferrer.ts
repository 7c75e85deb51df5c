// The site that sent the visitor to this page, when it is another site (spec §4's referrer deny). Read in effects.
import { readSessionValue } from '../sessionValue.ts';

/** Where src/i18n/languageRedirect.ts hands over the referrer of the unprefixed page it moved to its language. */
export const REDIRECTED_REFERRER_KEY = 'acquisition.redirectedReferrer';

/** The referrer, or the one the language redirect handed over when this page's referrer is the page it left. */
function arrivalReferrer(): string {
  const [redirectedFrom, original] = (readSessionValue(REDIRECTED_REFERRER_KEY) ?? '').split('\n');
  return original !== undefined && redirectedFrom === document.referrer ? original : document.referrer;
}

/** The referrer when it is a page of another origin; undefined without one or from inside the site. */
export function otherSiteReferrer(): string | undefined {
  const referrer = arrivalReferrer();
  try {
    return referrer && new URL(referrer).origin !== location.origin ? referrer : undefined;
  } catch {
    return undefined; // no URL: nothing to compare
  }
}

/** The URL the document was loaded with (not where the app has moved since) and how: navigate, reload… */
export function documentArrival() {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return { documentUrl: entry?.name ?? location.href, navigationType: entry?.type ?? 'navigate' };
}
