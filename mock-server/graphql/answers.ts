/**
 * Store records as GraphQL objects. Fields left out (cmpCustomerConsentToken, passphrase) are
 * filled by @graphql-tools/mock; the $ref makes its values stable for the same object.
 */
import { hmacBase64Url, sha256Hex } from '../base/hashing.ts';
import type { Registration, RegistrationLink, ResolversParentTypes, User } from '../__generated__/resolverTypes.ts';
import type { RegistrationLinkRecord, RegistrationRecord, UserRecord } from '../store/records.ts';

/** Points @graphql-tools/mock's store at one object, so what it fills stays the same for it. */
interface MockRef {
  $ref: { typeName: string; key: string };
}

const mockRef = (typeName: string, key: string): MockRef => ({ $ref: { typeName, key } });

/** ConsentCredentials as resolvers answer it (its mapper in the generated types): the mock adds the passphrase. */
type ConsentCredentialsAnswer = MockRef & ResolversParentTypes['ConsentCredentials'];

export function registrationAnswer(
  registration: RegistrationRecord,
): MockRef & Registration & { __typename: 'Registration' } {
  return {
    ...mockRef('Registration', registration.id),
    __typename: 'Registration',
    id: registration.id,
    status: registration.status,
    customerId: registration.customerId,
    saltedHashedCustomerId: registration.customerId ? sha256Hex(`acq-salt:${registration.customerId}`) : null,
  };
}

export function consentCredentialsAnswer(registration: RegistrationRecord, secret: string): ConsentCredentialsAnswer {
  return {
    ...mockRef('ConsentCredentials', registration.id),
    hmacToken: hmacBase64Url(secret, `consent:${registration.id}`),
  };
}

export function userAnswer(user: UserRecord): User & { __typename: 'User' } {
  return { __typename: 'User', id: user.id, email: user.email, roles: user.roles };
}

/** The stored link as it is: the fields the SDL does not know (createdByUserId) are never sent. */
export function linkAnswer(link: RegistrationLinkRecord): RegistrationLink & { __typename: 'RegistrationLink' } {
  return { __typename: 'RegistrationLink', ...link };
}
