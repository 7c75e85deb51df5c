// Where a log-in leads (config/app.json signIn): back to the page of this site that asked for it (?returnTo=),
// else to an allowlisted ?redirectUrl=, else to the shop's start page.
import { appConfig } from '../config/appConfig.ts';
import { routePath } from '../config/routeById.ts';
import { allowedRedirect } from './redirectAllowlist.ts';

export const RETURN_PARAM = 'returnTo';
export const REDIRECT_PARAM = 'redirectUrl';

const PROBE_ORIGIN = 'https://app.invalid';

/** ?returnTo= is a path as the router has it (e.g. /de/admin/registrationlinkgenerator); what could leave the site is not. */
export function returnPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  const url = new URL(value, PROBE_ORIGIN);
  return url.origin === PROBE_ORIGIN ? url.pathname + url.search + url.hash : undefined;
}

/** The absolute URL a successful log-in goes to, from the entrance's query. */
export function signInDestination(query: URLSearchParams, origin: string): string {
  const back = returnPath(query.get(RETURN_PARAM));
  if (back) return new URL(appConfig.basePath + back, origin).href;
  const { redirectAllowlist, shopStartUrl } = appConfig.signIn;
  return allowedRedirect(query.get(REDIRECT_PARAM), redirectAllowlist, origin) ?? new URL(shopStartUrl, origin).href;
}

/** The log-in route in the current language, asked to lead back to `here` (a router path) afterwards. */
export const signInPath = (routeId: string, lang: string | undefined, here: string): string =>
  `${routePath(routeId, lang)}?${new URLSearchParams({ [RETURN_PARAM]: here })}`;
