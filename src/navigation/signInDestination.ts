// Where a log-in leads (config/app.json signIn): back to the page of this site that asked for it (?returnTo=),
// else to an allowlisted ?redirectUrl=, else to the shop's start page.
import { type Language } from '../shared/languages.ts';
import { appConfig } from '../config/appConfig.ts';
import { routePath } from './routeById.ts';
import { splitLanguagePrefix } from './routeTable.ts';
import { REDIRECT_PARAM } from './redirectParam.ts';
import { allowedRedirect } from './redirectAllowlist.ts';
import { SIGNED_OUT_PARAM, type SignedOutReason } from '../settings/signedOut.ts';

export const RETURN_PARAM = 'returnTo';

const PROBE_ORIGIN = 'https://app.invalid';

/** What a ?returnTo= names: a page of this app (its router path) or another page of this site (its site path). */
export type ReturnTarget = { appPath: string } | { sitePath: string };

/**
 * ?returnTo= is a path of this site: an app path as the router has it (/de/admin/registrationlinkgenerator), the same
 * page's full site path (/acquisition/de/admin/…), or a site path outside the app on signIn.redirectAllowlist (/shop/…).
 * Whatever could leave the site (//host, a scheme, backslashes) is refused, and so is a path that only begins like the
 * base path (/acquisitionX): it is neither a page of the app nor one of its router paths.
 */
export function returnTarget(value: string | null | undefined): ReturnTarget | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  const url = new URL(value, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const { basePath, signIn } = appConfig;
  const { pathname } = url;
  const rest = url.search + url.hash;
  if (pathname === basePath || pathname.startsWith(`${basePath}/`)) {
    return { appPath: (pathname.slice(basePath.length) || '/') + rest };
  }
  if (pathname.startsWith(basePath)) return undefined;
  if (allowedRedirect(pathname, signIn.redirectAllowlist, PROBE_ORIGIN)) return { sitePath: pathname + rest };
  return { appPath: pathname + rest };
}

/** An app path in the language of the log-in page: a language chosen there wins over the one the path had. */
function inLanguage(appPath: string, lang: Language | undefined): string {
  if (!lang) return appPath;
  const url = new URL(appPath, PROBE_ORIGIN);
  const { rest } = splitLanguagePrefix(url.pathname);
  return `/${lang}${rest === '/' ? '' : rest}${url.search}${url.hash}`;
}

/**
 * The absolute URL a successful log-in goes to, from the log-in page's query; `lang` is that page's language prefix
 * (undefined: unprefixed), which a page of this app is then shown in.
 */
export function signInDestination(query: URLSearchParams, origin: string, lang?: Language): string {
  const back = returnTarget(query.get(RETURN_PARAM));
  if (back && 'appPath' in back) return new URL(appConfig.basePath + inLanguage(back.appPath, lang), origin).href;
  if (back) return new URL(back.sitePath, origin).href;
  const { redirectAllowlist, shopStartUrl } = appConfig.signIn;
  return allowedRedirect(query.get(REDIRECT_PARAM), redirectAllowlist, origin) ?? new URL(shopStartUrl, origin).href;
}

/**
 * The log-in route in the current language, asked to lead back to `here` (a router path) afterwards; with the reason
 * the visitor is no longer signed in, if they were.
 */
export function signInPath(routeId: string, lang: Language | undefined, here: string, signedOut?: SignedOutReason) {
  const query = new URLSearchParams({ [RETURN_PARAM]: here, ...(signedOut && { [SIGNED_OUT_PARAM]: signedOut }) });
  return `${routePath(routeId, lang)}?${query}`;
}
