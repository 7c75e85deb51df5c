// Where in the shop the visitor came from (the spec's sourcePath, sent as deepLinkingPageData.sourcePath): the
// landing page's ?sourcePath=<shop path>, else the path of a referrer on this origin outside this app (a shop page
// that linked here; its query is left out: it may hold what the visitor searched for). Kept for the browser session,
// like the product page (previousPdpPage.ts), so a registration after a reload or another page still names it.
import { appConfig } from '../config/appConfig.ts';
import { keepSessionValue, readSessionValue } from '../platform/sessionValue.ts';
import { shopPath } from '../shared/shopPath.ts';

const KEY = 'acq_source_path';

const insideApp = (path: string) => path === appConfig.basePath || path.startsWith(`${appConfig.basePath}/`);

function referrerPath(url: URL, referrer: string): string | undefined {
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return undefined; // none, or not a URL
  }
  return from.origin === url.origin && !insideApp(from.pathname) ? shopPath(from.pathname) : undefined;
}

/** What this visit says: the URL's ?sourcePath=, else the referrer's path. */
export const visitSourcePath = (url: URL, referrer: string): string | undefined =>
  shopPath(url.searchParams.get('sourcePath')) ?? referrerPath(url, referrer);

/** Keeps what this visit says for the session (a later visit that says nothing keeps the earlier one). */
export function keepSourcePath(url: URL, referrer: string) {
  const path = visitSourcePath(url, referrer);
  if (path) keepSessionValue(KEY, path);
}

/** The URL's source path, else the one kept for the session. For effects and event handlers. */
export const sourcePath = (url: URL): string | undefined =>
  shopPath(url.searchParams.get('sourcePath')) ?? shopPath(readSessionValue(KEY));
