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

export function activationLink(activationUrl: string, activationId: string): string {
  const url = new URL(activationUrl);
  url.searchParams.set('activationId', activationId);
  return url.toString();
}
