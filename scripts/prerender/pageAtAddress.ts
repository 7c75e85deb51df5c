// A prerendered page as the address it is served at asks for it. Every code's page is served from one template,
// rendered with '_' for the code, and no page was rendered with a query: the server that serves a page points its
// language links at the address (the same rule as the app's, src/i18n/languageHref.ts), so that they lead right in a
// browser without JavaScript too. With JavaScript, the page's inline script does the same before anything else
// (src/i18n/languageSwitch.ts). A static host runs this in an edge function (docs/deploying.md).
import { appConfig } from '../../src/config/appConfig.ts';
import { languageHref } from '../../src/i18n/languageHref.ts';
import { languages } from '../../src/shared/languages.ts';
import { ASKED_ADDRESS_ATTRIBUTE, ASKED_ADDRESS_PARAM } from '../../src/shared/askedAddress.ts';

// As React writes a language link (src/layouts/LanguageSelection.tsx): its href, then its hreflang.
const LANGUAGE_LINK = /<a href="[^"]*" hrefLang="([^"]+)"/g;

// As React writes the 404 page's asked address (src/blocks/AskedAddressBlock.tsx): hidden, its <code> empty.
const ASKED_ADDRESS = new RegExp(`(<p [^>]*${ASKED_ADDRESS_ATTRIBUTE}="")( hidden="")([^>]*>[^<]*<code>)(</code>)`);

const text = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Whether a page served at this address differs from its file: a template's, or any with a query. */
export const needsAddress = (address: URL, template: boolean) => template || address.search !== '';

/** The page's HTML with its language links pointed at the address (pathname and query as the browser sent them),
 * and the asked address a 404 page names written in. */
export function pageAtAddress(html: string, address: URL): string {
  const page = { pathname: address.pathname, search: address.search, hash: '' };
  const asked = address.searchParams.get(ASKED_ADDRESS_PARAM);
  const named = asked
    ? html.replace(ASKED_ADDRESS, (_, p, _hidden, rest, end) => `${p}${rest}${text(asked)}${end}`)
    : html;
  return named.replace(LANGUAGE_LINK, (link, lang: string) =>
    languages.includes(lang as (typeof languages)[number])
      ? `<a href="${attribute(languageHref(appConfig.basePath, languages, lang, page))}" hrefLang="${lang}"`
      : link,
  );
}
