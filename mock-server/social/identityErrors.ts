/** Why an id token was refused: reasonDetails.error of the problem SocialIdentityInvalid (schema/acquisition.graphql). */
export const SOCIAL_IDENTITY_ERRORS = [
  'SIGNATURE',
  'ISSUER',
  'AUDIENCE',
  'EXPIRED',
  'NONCE',
  'REPLAYED',
  'MALFORMED',
  'PROVIDER',
] as const;

export type SocialIdentityError = (typeof SOCIAL_IDENTITY_ERRORS)[number];
