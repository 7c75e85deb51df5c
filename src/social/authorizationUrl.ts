// The start of an OpenID Connect sign-in (authorization code with PKCE, state and nonce), by oauth4webapi: loaded
// when the visitor chooses a provider, never with a page. Answers the provider's authorization URL to go to.
import * as oauth from 'oauth4webapi';
import type { ProviderEndpoint } from './providerSettings.ts';
import { keepSignInRequest } from './signInRequest.ts';

/** A provider whose discovery document does not come within this time is treated as down. */
export const DISCOVERY_TIMEOUT_MS = 8000;

/** The provider did not answer (or the browser refused to keep the request): the visitor stays. */
export class SignInUnavailable extends Error {
  override name = 'SignInUnavailable';
}

const SCOPE = 'openid email profile';

async function discover(endpoint: ProviderEndpoint): Promise<oauth.AuthorizationServer> {
  try {
    const response = await oauth.discoveryRequest(endpoint.issuer, {
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
      [oauth.allowInsecureRequests]: endpoint.insecureAllowed,
    });
    return await oauth.processDiscoveryResponse(endpoint.issuer, response);
  } catch (error) {
    throw new SignInUnavailable(`${endpoint.provider}: no discovery document`, { cause: error });
  }
}

export async function authorizationUrl(
  endpoint: ProviderEndpoint,
  way: { returnTo: string; registrationCode: string; historyLength: number },
): Promise<string> {
  const authorizationServer = await discover(endpoint);
  if (!authorizationServer.authorization_endpoint) throw new SignInUnavailable('no authorization endpoint');
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const request = { provider: endpoint.provider, state, nonce, codeVerifier, ...way, authorizationServer };
  if (!keepSignInRequest(request)) throw new SignInUnavailable('the browser keeps no session storage');
  const url = new URL(authorizationServer.authorization_endpoint);
  const parameters = {
    client_id: endpoint.clientId,
    redirect_uri: endpoint.redirectUri,
    response_type: 'code',
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(endpoint.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
  };
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url.href;
}
