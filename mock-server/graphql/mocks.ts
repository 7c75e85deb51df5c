/** What @graphql-tools/mock puts into fields no resolver sets. */
import { randomBytes } from 'node:crypto';
import type { IMocks } from '@graphql-tools/mock';

const token = (prefix: string, bytes: number) => () => `${prefix}${randomBytes(bytes).toString('base64url')}`;

export const mocks: IMocks = {
  String: () => 'mock',
  Registration: () => ({ cmpCustomerConsentToken: token('cmp_', 18) }),
  ConsentCredentials: () => ({ passphrase: token('', 24) }),
};
