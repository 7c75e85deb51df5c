// The rules of a sign-up by one-time code (a text message or an e-mail), shared by the app and the mock backend so
// the countdown and the messages the visitor sees match what the backend enforces.
import { isValidEmail } from './registrationRules.ts';

export type OneTimeCodeChannel = 'PHONE' | 'EMAIL';

export const ONE_TIME_CODE_RULES = {
  /** Digits in a code. */
  length: 6,
  /** Wrong tries a code allows; the last one voids it (a new code is needed). */
  maxAttempts: 3,
  /** How long a sent code is valid. */
  expiresInSeconds: 5 * 60,
  /** How long after sending a code a new one may be asked for. */
  resendAfterSeconds: 30,
  /** How long the id token of a verified destination is valid (the registration must be sent within it). */
  idTokenLifetimeSeconds: 10 * 60,
} as const;

/** The code field's HTML pattern, and the test of a typed code. */
export const ONE_TIME_CODE_PATTERN = `[0-9]{${ONE_TIME_CODE_RULES.length}}`;
export const isOneTimeCodeFormat = (text: string): boolean => new RegExp(`^${ONE_TIME_CODE_PATTERN}$`).test(text);

/** The audience of the backend's id token for a verified phone number or e-mail: the registration it is sent to. */
export const ONE_TIME_CODE_AUDIENCE = 'acquisition-registration';

/** E-mails compare trimmed and in lower case (as the registration's). */
export function normalizeCodeEmail(text: string): string | null {
  const email = text.trim().toLowerCase();
  return isValidEmail(email) ? email : null;
}
