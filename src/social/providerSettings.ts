// Where each OpenID provider is and who the app is to it (runtime settings socialSignIn). An empty issuer is the
// mock backend's provider on the page's own origin, the only one the app may reach over plain http (development).
import type { RuntimeSettings } from '../settings/runtimeSettings.ts';
import type { SocialProvider } from './socialIdentity.ts';

export type OidcProvider = 'google' | 'facebook' | 'apple';
export type SocialSignInSettings = RuntimeSettings['socialSignIn'];

export interface ProviderEndpoint {
  provider: OidcProvider;
  issuer: URL;
  clientId: string;
  /** Apple answers with a POST (form_post), which a server endpoint relays to the callback route as a GET. */
  responseMode: 'query' | 'form_post';
  redirectUri: string;
  /** Only the mock on this origin may answer over http. */
  insecureAllowed: boolean;
}

/** The contract's SocialProvider of an OpenID provider. */
export const contractProvider = (provider: OidcProvider): SocialProvider =>
  provider.toUpperCase() as Uppercase<OidcProvider>;

export function providerEndpoint(
  settings: SocialSignInSettings,
  provider: OidcProvider,
  origin: string,
): ProviderEndpoint {
  const configured = settings.providers[provider];
  const issuer = new URL(configured.issuer || `${origin}/mock/oidc/${provider}`);
  return {
    provider,
    issuer,
    clientId: configured.clientId,
    responseMode: configured.responseMode === 'form_post' ? 'form_post' : 'query',
    redirectUri: new URL(settings.redirectPath, origin).href,
    insecureAllowed: issuer.origin === origin && issuer.protocol === 'http:',
  };
}
