// The same page in another language: /<base>/<lang><the path without its prefix>?<same query>#<same hash>. One rule
// for the footer's links (src/layouts/LanguageSelection.tsx), the page's inline script that makes them right before
// the app runs (src/i18n/languageSwitch.ts) and the server that serves a page at its address
// (scripts/prerender/pageAtAddress.ts). Self-contained: the build writes its source into every page.

export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

export function languageHref(basePath: string, languages: readonly string[], lang: string, page: PageAddress): string {
  const rest = page.pathname.slice(basePath.length);
  const segments = rest.split('/');
  const path = languages.indexOf(segments[1] ?? '') >= 0 ? '/' + segments.slice(2).join('/') : rest;
  return basePath + '/' + lang + (path === '/' || path === '' ? '' : path) + page.search + page.hash;
}
