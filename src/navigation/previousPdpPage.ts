// The product page a visitor was sent from: ?pdp=<product path> on the landing page (the spec's previousPDPPage).
// Kept for the browser session, so a registration started later still names it (deepLinkingPageData).
const KEY = 'acq_previous_pdp_page';

/** A path of the shop (one leading slash, no scheme or host, no spaces), at most 512 characters; else undefined. */
export function productPagePath(value: string | null | undefined): string | undefined {
  return value && /^\/(?![/\\])\S{0,511}$/.test(value) ? value : undefined;
}

export function keepPreviousPdpPage(path: string) {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // storage blocked: the URL's ?pdp= still counts while it is there
  }
}

/** The URL's product page, else the one kept for the session. For effects and event handlers. */
export function previousPdpPage(url: URL): string | undefined {
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(KEY);
  } catch {
    // nothing kept
  }
  return productPagePath(url.searchParams.get('pdp')) ?? productPagePath(kept);
}
