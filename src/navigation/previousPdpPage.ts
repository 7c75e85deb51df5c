// The product page a visitor was sent from: ?pdp=<product path> on the landing page (the spec's previousPDPPage).
// Kept for the browser session, so a registration started later still names it (deepLinkingPageData).
import { keepSessionValue, readSessionValue } from '../platform/sessionValue.ts';
import { shopPath } from '../shared/shopPath.ts';

const KEY = 'acq_previous_pdp_page';

/** A path of the shop (one leading slash, no scheme or host, no spaces), at most 512 characters; else undefined. */
export const productPagePath = shopPath;

/** Storage blocked: the URL's ?pdp= still counts while it is there. */
export const keepPreviousPdpPage = (path: string) => void keepSessionValue(KEY, path);

/** The URL's product page, else the one kept for the session. For effects and event handlers. */
export const previousPdpPage = (url: URL): string | undefined =>
  productPagePath(url.searchParams.get('pdp')) ?? productPagePath(readSessionValue(KEY));
