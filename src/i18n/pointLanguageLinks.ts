// The language links of a prerendered page lead to this page's address in their language, also where the page was
// served as its file: a code's page shares one template rendered with '_' for the code, and no page was rendered with
// the visitor's query (the production server points them before sending, scripts/prerender/pageAtAddress.ts; a
// static host may not). Run by the entry before the app hydrates: React keeps attributes as it finds them. The entry
// loads no config: the links name the languages, Vite's base is the site's.
import { languageHref } from './languageHref.ts';

export function pointLanguageLinks(doc: Document = document): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('a[hreflang]')];
  const languages = links.map((link) => link.hreflang);
  const basePath = import.meta.env.BASE_URL.replace(/\/$/, '');
  for (const link of links) link.setAttribute('href', languageHref(basePath, languages, link.hreflang, location));
}
