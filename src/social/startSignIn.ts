// The way to a provider from the page the visitor is on: the runtime settings' provider, and this page (its path
// with language prefix and query) to come back to. Loaded when the visitor chooses a provider.
import { runtimeSettings } from '../settings/runtimeSettings.ts';
import { providerEndpoint, type OidcProvider } from './providerSettings.ts';
import { authorizationUrl } from './authorizationUrl.ts';

export { SignInUnavailable } from './authorizationUrl.ts';

/** The provider's authorization URL; throws SignInUnavailable when the provider does not answer. */
export async function startSignIn(provider: OidcProvider, registrationCode: string): Promise<string> {
  const settings = await runtimeSettings();
  const endpoint = providerEndpoint(settings.socialSignIn, provider, window.location.origin);
  const returnTo = window.location.pathname + window.location.search;
  return authorizationUrl(endpoint, { returnTo, registrationCode, historyLength: window.history.length });
}
