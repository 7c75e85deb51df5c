// An OpenID provider's answer → the visitor's social identity: the id token's claims, and for Apple the names it
// sends only once, in the form_post's `user` field (its id token carries none).
import type { OidcProvider } from './providerSettings.ts';
import { contractProvider } from './providerSettings.ts';
import type { SocialIdentity } from './socialIdentity.ts';

/** An id token's claims (read by name; the provider may send any JSON). */
export type IdTokenClaims = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Apple's `user` field: {"name":{"firstName","lastName"},"email"}; anything else is no names. */
function appleUser(user: string | null): { givenName?: string; familyName?: string } {
  if (!user) return {};
  try {
    const { name } = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    return { givenName: text(name?.firstName), familyName: text(name?.lastName) };
  } catch {
    return {};
  }
}

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export function identityFromClaims(
  provider: OidcProvider,
  answer: { idToken: string; nonce: string; claims: IdTokenClaims; user?: string | null },
): SocialIdentity {
  const { claims } = answer;
  const names =
    provider === 'apple'
      ? appleUser(answer.user ?? null)
      : { givenName: text(claims.given_name), familyName: text(claims.family_name) };
  const email = text(claims.email);
  return defined({
    provider: contractProvider(provider),
    idToken: answer.idToken,
    nonce: answer.nonce,
    email,
    // Apple sends "true" as a string.
    emailVerified: email !== undefined && (claims.email_verified === true || claims.email_verified === 'true'),
    ...names,
    phoneNumber: text(claims.phone_number),
  });
}
