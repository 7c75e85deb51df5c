// Why a sign-in at a provider did not bring an identity back, kept for the registration page the visitor returns
// to, which shows it once (the callback page is gone from the history by then).
import { forgetSessionValue, keepSessionValue, readSessionValue } from '../platform/sessionValue.ts';
import type { OidcProvider } from './providerSettings.ts';

/** cancelled: the visitor said no (access_denied); stateMismatch: not the answer to our request; unavailable: the
 * provider did not answer; failed: anything else (e.g. the code exchange was refused). */
export type SignInFailureReason = 'cancelled' | 'stateMismatch' | 'unavailable' | 'failed';
export const SIGN_IN_FAILURE_REASONS: readonly SignInFailureReason[] = [
  'cancelled',
  'stateMismatch',
  'unavailable',
  'failed',
];

export interface SignInFailure {
  provider: OidcProvider;
  reason: SignInFailureReason;
}

const keyOf = (registrationCode: string) => `acq_social_failure:${registrationCode.toUpperCase()}`;

export const keepSignInFailure = (registrationCode: string, failure: SignInFailure) =>
  keepSessionValue(keyOf(registrationCode), JSON.stringify(failure));

/** The failure kept for this code, forgotten as it is read: it is shown once. Call it in an effect. */
export function takeSignInFailure(registrationCode: string): SignInFailure | undefined {
  const kept = readSessionValue(keyOf(registrationCode));
  if (kept === null) return undefined;
  forgetSessionValue(keyOf(registrationCode));
  try {
    const value = JSON.parse(kept) as Partial<SignInFailure>;
    if (!SIGN_IN_FAILURE_REASONS.includes(value.reason as SignInFailureReason)) return undefined;
    return value as SignInFailure;
  } catch {
    return undefined;
  }
}
