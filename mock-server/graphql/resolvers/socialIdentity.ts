/**
 * registrationSubmitForm with socialRegistrationInput: the id token must pass the backend's check
 * (social/verifyIdToken.ts), else the submit answers SocialIdentityInvalid alone. A verified e-mail of the token
 * replaces the form's; otherwise the form's e-mail counts and is verified by mail as usual. The names stay the
 * form's (the app filled them from the token, and the person may have corrected them).
 */
import type { RegistrationFormInput, SocialRegistrationInput } from '../../__generated__/resolverTypes.ts';
import { problem, type RegistrationProblem } from '../../rules/problems.ts';
import { trustedIssuer } from '../../social/trustedIssuers.ts';
import { verifyIdToken } from '../../social/verifyIdToken.ts';
import type { MockContext } from '../context.ts';

export type SocialIdentityCheck =
  | { refused: RegistrationProblem[] }
  | {
      formInput: RegistrationFormInput;
      /** Called once the registration is stored: the token is used up. */ markUsed(): void;
    };

export async function checkSocialIdentity(
  context: MockContext,
  input: SocialRegistrationInput | null | undefined,
  formInput: RegistrationFormInput,
): Promise<SocialIdentityCheck> {
  if (!input) return { formInput, markUsed: () => undefined };
  const { store } = context.services;
  const verdict = await verifyIdToken(input, {
    issuer: await trustedIssuer(input.provider, context.appOrigin),
    nowMs: store.clock.now(),
    isUsed: (key) => store.usedIdTokens.has(key),
  });
  if (!verdict.ok) return { refused: [problem('SocialIdentityInvalid', verdict.error)] };
  const { email, email_verified: emailVerified } = verdict.claims;
  const verifiedEmail = emailVerified === true && typeof email === 'string' && email !== '' ? email : undefined;
  return {
    formInput: verifiedEmail ? { ...formInput, email: verifiedEmail } : formInput,
    markUsed: () => store.usedIdTokens.add(verdict.tokenKey),
  };
}
