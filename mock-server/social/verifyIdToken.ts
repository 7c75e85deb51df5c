/**
 * The backend's check of an id token from socialRegistrationInput, with jose: the signature against the trusted
 * issuer's keys (algorithms pinned), iss, aud and exp at the backend's clock (POST /mock/clock expires tokens), the
 * nonce claim against the nonce the app sent, and replay: a token that already created a registration is refused.
 */
import { createHash } from 'node:crypto';
import { createLocalJWKSet, errors, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { SocialProvider } from '../__generated__/resolverTypes.ts';
import type { SocialIdentityError } from './identityErrors.ts';

export interface TrustedIssuer {
  provider: SocialProvider;
  issuer: string;
  audience: string;
  /** The issuer's public keys (a local JWK set: no fetch at verification time). */
  jwks: { keys: JWK[] };
  /** The only algorithms accepted, so a token cannot pick a weaker one (or none). */
  algorithms: string[];
}

export interface IdTokenInput {
  provider: string;
  idToken?: string | null;
  nonce?: string | null;
}

export interface VerifiedIdentity {
  ok: true;
  provider: string;
  claims: JWTPayload & { email?: unknown; email_verified?: unknown };
  /** Names the token in the store of used tokens. */
  tokenKey: string;
}

export type IdTokenVerdict = VerifiedIdentity | { ok: false; error: SocialIdentityError };

export interface VerifyOptions {
  /** The provider's trusted issuer; undefined: the provider is unknown or not configured. */
  issuer: TrustedIssuer | undefined;
  nowMs: number;
  /** Whether this token already created a registration. */
  isUsed(tokenKey: string): boolean;
}

const refused = (error: SocialIdentityError): IdTokenVerdict => ({ ok: false, error });

/** jose's error → what the problem's reasonDetails.error says. */
function errorOf(error: unknown): SocialIdentityError {
  if (error instanceof errors.JWTExpired) return 'EXPIRED';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'ISSUER';
    if (error.claim === 'aud') return 'AUDIENCE';
    if (error.claim === 'nbf') return 'EXPIRED';
    return 'MALFORMED';
  }
  const signature = [errors.JWSSignatureVerificationFailed, errors.JWKSNoMatchingKey, errors.JOSEAlgNotAllowed];
  if (signature.some((type) => error instanceof type)) return 'SIGNATURE';
  return 'MALFORMED';
}

export const idTokenKey = (issuer: string, idToken: string): string =>
  `${issuer} ${createHash('sha256').update(idToken).digest('base64url')}`;

export async function verifyIdToken(input: IdTokenInput, options: VerifyOptions): Promise<IdTokenVerdict> {
  const { issuer } = options;
  if (!issuer) return refused('PROVIDER');
  const idToken = input.idToken?.trim();
  if (!idToken) return refused('MALFORMED');
  let claims: VerifiedIdentity['claims'];
  try {
    ({ payload: claims } = await jwtVerify(idToken, createLocalJWKSet(issuer.jwks), {
      algorithms: issuer.algorithms,
      issuer: issuer.issuer,
      audience: issuer.audience,
      currentDate: new Date(options.nowMs),
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    return refused(errorOf(error));
  }
  if (!input.nonce || claims.nonce !== input.nonce) return refused('NONCE');
  const tokenKey = idTokenKey(issuer.issuer, idToken);
  if (options.isUsed(tokenKey)) return refused('REPLAYED');
  return { ok: true, provider: issuer.provider, claims, tokenKey };
}
