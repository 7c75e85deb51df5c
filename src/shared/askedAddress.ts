// The address a visitor asked for that names no page: the 404 page names it (spec §2), carried in its query. The
// router's redirects, the production server's and the page's text share these; the server writes the address into
// the page before any script (scripts/prerender/pageAtAddress.ts).

/** The 404 page's query parameter that holds the asked address. */
export const ASKED_ADDRESS_PARAM = 'path';

/** The attribute of the paragraph that names the asked address (hidden while there is none). */
export const ASKED_ADDRESS_ATTRIBUTE = 'data-asked-address';

/** The 404 page's address, naming the asked one: its path alone (a query may hold a token). */
export const notFoundLocation = (notFoundPath: string, askedPathname: string) =>
  `${notFoundPath}?${ASKED_ADDRESS_PARAM}=${encodeURIComponent(askedPathname)}`;
