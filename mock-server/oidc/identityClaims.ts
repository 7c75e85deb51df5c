/**
 * The account oidc-provider asks for (findAccount): a test identity's claims. Apple, as Apple does, puts only the
 * e-mail into its tokens; the names come once, in the `user` field of its form_post (appleUserField.ts).
 */
import type { Account } from 'oidc-provider';
import { fullName, identityBySub, type TestIdentity } from './identities.ts';
import type { MockProviderName } from './socialSettings.ts';

function claimsOf(provider: MockProviderName, identity: TestIdentity): Record<string, unknown> {
  const email = identity.email === null ? {} : { email: identity.email, email_verified: identity.emailVerified };
  if (provider === 'apple') return { sub: identity.sub, ...email };
  const names = { given_name: identity.givenName, family_name: identity.familyName, name: fullName(identity) };
  return { sub: identity.sub, ...email, ...names };
}

export function identityClaims(provider: MockProviderName, sub: string): Account | undefined {
  const identity = identityBySub(sub);
  return identity && { accountId: sub, claims: () => claimsOf(provider, identity) };
}
