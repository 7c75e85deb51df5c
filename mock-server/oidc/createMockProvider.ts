/**
 * One mock identity provider (Google, Facebook or Apple) on one origin: a real oidc-provider with this site's public
 * client from config/runtime-defaults.json (PKCE S256, code flow), its own jose-made key, our sign-in page as the
 * interaction, and the grant given without a consent screen.
 */
import { randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { OidcContext } from 'oidc-provider';
import { appleUserField } from './appleUserField.ts';
import { formPostErrorAsPage } from './formPostErrors.ts';
import { memoryAdapterFactory } from './memoryAdapter.ts';
import { identityClaims } from './identityClaims.ts';
import { alwaysPickIdentityPolicy } from './interactionPolicy.ts';
import { SIGNING_ALGORITHM, providerKeys } from './providerKeys.ts';
import { renderProviderError } from './providerPages.ts';
import { mockIssuer, socialSignInSettings, type MockProviderName } from './socialSettings.ts';

const SCOPES = 'openid email profile';

/** Lifetimes in seconds (an hour for tokens, as Google's id tokens); set, so oidc-provider does not ask for them. */
const TTL_SECONDS = {
  AccessToken: 3600,
  AuthorizationCode: 600,
  IdToken: 3600,
  Interaction: 3600,
  Session: 86_400,
  Grant: 86_400,
};

/** Skips consent: the client gets the scopes it asks for (as after a first "Allow" at a real provider). */
async function grantAutomatically(ctx: OidcContext) {
  const { client, session, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(SCOPES);
  await grant.save();
  return grant;
}

export async function createMockProvider(origin: string, name: MockProviderName): Promise<Provider> {
  const settings = socialSignInSettings();
  const issuer = mockIssuer(origin, name);
  const { privateJwk } = await providerKeys(name);
  // Loaded here, not at start-up: on Node 20 it warns when loaded, and Vite bundles the config's static imports.
  const { default: OidcProvider, interactionPolicy } = await import('oidc-provider');
  const provider: Provider = new OidcProvider(issuer, {
    clients: [
      {
        client_id: settings.providers[name].clientId,
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${origin}${settings.redirectPath}`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        id_token_signed_response_alg: SIGNING_ALGORITHM[name],
      },
    ],
    jwks: { keys: [privateJwk] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: SCOPES.split(' '),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The scopes' claims go into the id token too, as Google's and Apple's do (the backend reads them from there).
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string) => identityClaims(name, sub),
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) =>
        `${new URL(issuer).pathname}/interaction/${interaction.uid}`,
      policy: alwaysPickIdentityPolicy(interactionPolicy),
    },
    loadExistingGrant: grantAutomatically,
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // The app calls discovery and the token endpoint from its own origin, the only one allowed.
    clientBasedCORS: (_ctx: unknown, requestOrigin: string) => requestOrigin === origin,
    renderError: renderProviderError(name),
    adapter: memoryAdapterFactory(),
    ttl: TTL_SECONDS,
  });
  if (name === 'apple') provider.on('authorization.success', appleUserField);
  provider.on('authorization.error', formPostErrorAsPage);
  return provider;
}
