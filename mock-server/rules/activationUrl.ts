import {
  REGISTRATION_LOCALES,
  UNPREFIXED_LOCALE,
  type RegistrationLocale,
} from '../../src/shared/registrationRules.ts';

/**
 * Where the activation mail may send people: the app's own activation page. Anything else
 * (another host, another page) answers ActivationAccountUrlInvalid, as an allow-list would.
 */
const ACTIVATION_PATH = /\/registration\/activateaccount\/?$/;
const ALWAYS_ALLOWED_HOSTNAMES = ['localhost', '127.0.0.1'];

export const defaultActivationUrl = (appOrigin: string): string =>
  `${appOrigin}/acquisition/registration/activateaccount`;

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
const PREFIXED_PATH = new RegExp(`^(.*?)(?:/(?:${REGISTRATION_LOCALES.join('|')}))?(/registration/activateaccount/?)$`);

/**
 * The activation mail's link: the allowed activation page in the registration's language (its language prefix, none
 * for the default language), whichever language the URL asked for had; the registration's id in its query.
 */
export function activationLink(activationUrl: string, activationId: string, locale: RegistrationLocale): string {
  const url = new URL(activationUrl);
  const [, base, page] = PREFIXED_PATH.exec(url.pathname) ?? [];
  if (base !== undefined && page !== undefined) {
    url.pathname = `${base}${locale === UNPREFIXED_LOCALE ? '' : `/${locale}`}${page}`;
  }
  url.searchParams.set('activationId', activationId);
  return url.toString();
}
