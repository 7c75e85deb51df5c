// What the registration tells the backend of where the visitor came from (spec §3's sourcePath and previousPDPPage),
// so it can lead the new member back there: null when the visit says neither.
import { previousPdpPage } from './previousPdpPage.ts';
import { sourcePath } from './sourcePath.ts';

export function deepLinkingPageData(url: URL): { sourcePath?: string; previousPdpPage?: string } | null {
  const data = { sourcePath: sourcePath(url), previousPdpPage: previousPdpPage(url) };
  const known = Object.entries(data).filter(([, value]) => value !== undefined);
  return known.length ? Object.fromEntries(known) : null;
}
