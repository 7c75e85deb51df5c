// How the visitor arrived at the site: the other site that sent them (the referrer) and the address and way they
// came in. A page the site itself moved them to (the language redirect, a language link) was handed the arrival in
// sessionStorage as '<the page they left>\n<its referrer>[\n<the address they arrived at>\n<how>]'; it holds while
// the page's referrer is the page that handed it over. Self-contained: the page's inline script uses it too.

export interface SiteArrival {
  /** The other site's page that sent the visitor, or this site's page, or ''. */
  referrer: string;
  /** The address the visitor arrived at, and how (navigate, reload, back_forward…). */
  documentUrl: string;
  navigationType: string;
}

/** handedOver: what the page before left in sessionStorage (null: nothing); entry: this document's navigation. */
export function arrivalOf(
  handedOver: string | null,
  documentReferrer: string,
  entry: { name: string; type: string },
): SiteArrival {
  const [from, referrer, documentUrl, navigationType] = (handedOver ?? '').split('\n');
  if (referrer === undefined || from !== documentReferrer) {
    return { referrer: documentReferrer, documentUrl: entry.name, navigationType: entry.type };
  }
  // The language redirect hands over only the referrer: the address it redirected to carries the same code.
  return { referrer, documentUrl: documentUrl ?? entry.name, navigationType: navigationType ?? entry.type };
}

/** What a page hands the next one over: the address it leaves (as the next page's referrer: no #fragment). */
export const handOverOf = (leaving: string, arrival: SiteArrival) =>
  [leaving.split('#')[0], arrival.referrer, arrival.documentUrl, arrival.navigationType].join('\n');
