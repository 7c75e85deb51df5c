/**
 * Store records as GraphQL objects. Fields left out (cmpCustomerConsentToken, passphrase) are
 * filled by @graphql-tools/mock; the $ref makes its values stable for the same object.
 */
import { hmacBase64Url, sha256Hex } from '../auth/hashing.ts';
import type { RegistrationRecord, UserRecord } from '../store/records.ts';

const mockRef = (typeName: string, key: string) => ({ $ref: { typeName, key } });

export function registrationAnswer(registration: RegistrationRecord) {
  return {
    ...mockRef('Registration', registration.id),
    __typename: 'Registration',
    id: registration.id,
    status: registration.status,
    customerId: registration.customerId,
    saltedHashedCustomerId: registration.customerId ? sha256Hex(`acq-salt:${registration.customerId}`) : null,
  };
}

export function consentCredentialsAnswer(registration: RegistrationRecord, secret: string) {
  return {
    ...mockRef('ConsentCredentials', registration.id),
    hmacToken: hmacBase64Url(secret, `consent:${registration.id}`),
  };
}

export function userAnswer(user: UserRecord) {
  return { __typename: 'User', id: user.id, email: user.email, roles: user.roles };
}
