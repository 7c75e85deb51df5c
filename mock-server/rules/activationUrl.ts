import { DEFAULT_LANGUAGE, type Language, languages } from '../../src/shared/languages.ts';
import { appConfig as app, routesConfig as routes } from '../../src/config/appConfig.ts';

/** The activation page's path below the base path, as config/routes.json has it: registration/activateaccount. */
const PAGE = routes.routes.find((route) => route.id === app.routes.accountActivation)!.path;
/** The path as literal text in the patterns below. */
const PAGE_PATTERN = PAGE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the activation mail may send people: the app's own activation page. Anything else
 * (another host, another page) answers ActivationAccountUrlInvalid, as an allow-list would.
 */
const ACTIVATION_PATH = new RegExp(`/${PAGE_PATTERN}/?$`);
const ALWAYS_ALLOWED_HOSTNAMES = ['localhost', '127.0.0.1'];

export const defaultActivationUrl = (appOrigin: string): string => `${appOrigin}${app.basePath}/${PAGE}`;

export function isAllowedActivationUrl(candidate: string, appOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  const allowedHostnames = [...ALWAYS_ALLOWED_HOSTNAMES, new URL(appOrigin).hostname];
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    allowedHostnames.includes(url.hostname) &&
    ACTIVATION_PATH.test(url.pathname)
  );
}

/** Its path with or without one language prefix: /acquisition[/fr]/registration/activateaccount. */
const PREFIXED_PATH = new RegExp(`^(.*?)(?:/(?:${languages.join('|')}))?(/${PAGE_PATTERN}/?)$`);

/**
 * The activation mail's link: the allowed activation page in the registration's language (its language prefix, none
 * for the default language), whichever language the URL asked for had; the registration's id in its query.
 */
export function activationLink(activationUrl: string, activationId: string, locale: Language): string {
  const url = new URL(activationUrl);
  const [, base, page] = PREFIXED_PATH.exec(url.pathname) ?? [];
  if (base !== undefined && page !== undefined) {
    url.pathname = `${base}${locale === DEFAULT_LANGUAGE ? '' : `/${locale}`}${page}`;
  }
  url.searchParams.set('activationId', activationId);
  return url.toString();
}
