// The sign-in under way, kept for the browser session while the visitor is at the provider: what the callback
// needs to check the answer (state, nonce, PKCE verifier, the provider's metadata) and where to go back to.
import { forgetSessionValue, keepSessionValue, readSessionValue } from '../platform/sessionValue.ts';
import type { OidcProvider } from './providerSettings.ts';

export interface SignInRequest {
  provider: OidcProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The registration page's app path with language prefix and query, e.g. /acquisition/de/MOCK-SOCIAL-REG?flow=x. */
  returnTo: string;
  registrationCode: string;
  /** The tab's history length when the visitor left: the callback goes back as many entries as were added since. */
  historyLength: number;
  /** The provider's discovery document, so the callback need not ask again. */
  authorizationServer: Record<string, unknown> & { issuer: string };
}

const KEY = 'acq_social_sign_in';
const PROVIDERS: readonly string[] = ['google', 'facebook', 'apple'];

/** A path inside the app: the way back never leaves for another site, whatever the storage holds. */
export const isAppPath = (path: string, basePath: string) =>
  (path === basePath || path.startsWith(`${basePath}/`) || path.startsWith(`${basePath}?`)) && !path.startsWith('//');

function isRequest(value: unknown): value is SignInRequest {
  const v = value as Partial<SignInRequest> | null;
  const strings = [v?.state, v?.nonce, v?.codeVerifier, v?.returnTo, v?.registrationCode];
  return (
    PROVIDERS.includes(String(v?.provider)) &&
    strings.every((s) => typeof s === 'string' && s !== '') &&
    Number.isInteger(v?.historyLength) &&
    typeof v?.authorizationServer?.issuer === 'string'
  );
}

export function readSignInRequest(basePath: string): SignInRequest | undefined {
  try {
    const value: unknown = JSON.parse(readSessionValue(KEY) ?? 'null');
    return isRequest(value) && isAppPath(value.returnTo, basePath) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** false when the browser refused to keep it: the callback could not check the answer, so the sign-in must not start. */
export const keepSignInRequest = (request: SignInRequest): boolean => keepSessionValue(KEY, JSON.stringify(request));

export const forgetSignInRequest = () => forgetSessionValue(KEY);
