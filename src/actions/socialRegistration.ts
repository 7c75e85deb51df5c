// What a social sign-up changes of the registration (src/actions/register.ts): the identity kept for the code
// vouches for names and e-mail (a verified e-mail is not asked), travels with the submit for the backend to verify,
// and is forgotten once registered or refused.
import type { UiOptions } from './defineAction.ts';
import { verifiedEmailOf } from '../social/identityFormValues.ts';
import { forgetSocialIdentity, readSocialIdentity, type SocialIdentity } from '../social/socialIdentity.ts';

/** The backend refuses the id token (bad signature, expired, replayed, another nonce). */
export const SOCIAL_IDENTITY_INVALID = 'SocialIdentityInvalid';

/** The identity at the moment of the submit (read anew: the kept one is what counts, not what the page showed). */
export function socialSubmission(registrationCode: string) {
  const identity = readSocialIdentity(registrationCode);
  if (!identity) return { input: null, email: undefined };
  const { provider, idToken, nonce } = identity;
  return { input: { provider, idToken, nonce }, email: verifiedEmailOf(identity) };
}

/** Registered, or the token refused: the identity has served. */
export function afterSocialAnswer(registrationCode: string, answers: readonly string[]) {
  if (answers.includes('REGISTERED') || answers.includes(SOCIAL_IDENTITY_INVALID)) {
    forgetSocialIdentity(registrationCode);
  }
}

/** A verified e-mail stands for the account's: the form does not show the field (the sign-in block names it). */
export const socialUiOptions = (identity: SocialIdentity | undefined): UiOptions =>
  verifiedEmailOf(identity) ? { email: { widget: 'hidden' } } : {};
