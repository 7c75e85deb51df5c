// What a social identity brings to a form that asks for names and an e-mail: the names fill what the form leaves
// empty (never over what the visitor typed), a verified e-mail is the account's and replaces whatever is there.
import type { SocialIdentity } from './socialIdentity.ts';

export interface PersonValues {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
}

const isEmpty = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The values to set (only those that change something). */
export function identityFormValues(identity: SocialIdentity | undefined, current: PersonValues): PersonValues {
  if (!identity) return {};
  const values: PersonValues = {};
  if (identity.givenName && isEmpty(current.firstName)) values.firstName = identity.givenName;
  if (identity.familyName && isEmpty(current.lastName)) values.lastName = identity.familyName;
  if (identity.email && (identity.emailVerified ? current.email !== identity.email : isEmpty(current.email))) {
    values.email = identity.email;
  }
  return values;
}

/** The e-mail the identity vouches for, when verified: the form need not ask for it. */
export const verifiedEmailOf = (identity: SocialIdentity | undefined) =>
  identity?.emailVerified && identity.email ? identity.email : undefined;
