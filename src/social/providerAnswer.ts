// The provider's answer on the callback route, checked and exchanged by oauth4webapi: the state it must carry, an
// error it may name, the code exchanged for tokens with the PKCE verifier, and the id token's nonce. Loaded by the
// callback route only.
import * as oauth from 'oauth4webapi';
import { identityFromClaims } from './identityClaims.ts';
import type { ProviderEndpoint } from './providerSettings.ts';
import type { SignInFailureReason } from './signInFailure.ts';
import type { SignInRequest } from './signInRequest.ts';
import type { SocialIdentity } from './socialIdentity.ts';

export const TOKEN_TIMEOUT_MS = 10_000;

export type SignInAnswer = { identity: SocialIdentity } | { failure: SignInFailureReason; error?: unknown };

/** Why oauth4webapi refused the redirect's parameters. */
function answerFailure(error: unknown): SignInFailureReason {
  if (error instanceof oauth.AuthorizationResponseError)
    return error.error === 'access_denied' ? 'cancelled' : 'failed';
  if (error instanceof oauth.OperationProcessingError && /"state"/.test(error.message)) return 'stateMismatch';
  return 'failed';
}

/** A provider that does not answer (network, timeout, 5xx) is down; any other refusal is a failure. */
const exchangeFailure = (error: unknown, status?: number): SignInFailureReason =>
  (status !== undefined && status >= 500) ||
  (error instanceof Error && /fetch|network|timeout|abort/i.test(error.name + error.message))
    ? 'unavailable'
    : 'failed';

export async function readProviderAnswer(
  callback: URL,
  request: SignInRequest,
  endpoint: ProviderEndpoint,
): Promise<SignInAnswer> {
  const as = request.authorizationServer as unknown as oauth.AuthorizationServer;
  const client: oauth.Client = { client_id: endpoint.clientId };
  let parameters: URLSearchParams;
  try {
    parameters = oauth.validateAuthResponse(as, client, callback.searchParams, request.state);
  } catch (error) {
    return { failure: answerFailure(error), error };
  }
  let status: number | undefined;
  try {
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      parameters,
      endpoint.redirectUri,
      request.codeVerifier,
      { signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS), [oauth.allowInsecureRequests]: endpoint.insecureAllowed },
    );
    status = response.status;
    const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: request.nonce,
      requireIdToken: true,
    });
    const claims = oauth.getValidatedIdTokenClaims(result);
    if (!claims || !result.id_token) return { failure: 'failed' };
    const user = callback.searchParams.get('user');
    return {
      identity: identityFromClaims(request.provider, { idToken: result.id_token, nonce: request.nonce, claims, user }),
    };
  } catch (error) {
    return { failure: exchangeFailure(error, status), error };
  }
}
