/**
 * The backend as the issuer of id tokens for a phone number or e-mail verified by one-time code: ES256 with a key made
 * at start (per process), its public half at <issuer>/jwks, the issuer being <the app's origin>/mock/one-time-code/
 * <phone|email>.
 * The registration checks these tokens as it checks a provider's (trustedOneTimeCodeIssuers).
 */
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import {
  ONE_TIME_CODE_AUDIENCE,
  ONE_TIME_CODE_RULES,
  type OneTimeCodeChannel,
} from '../../src/shared/oneTimeCodeRules.ts';
import { sha256Hex } from '../base/hashing.ts';
import type { TrustedIssuer } from './verifyIdToken.ts';

export const ONE_TIME_CODE_ISSUER_PATH = '/mock/one-time-code';
/** One issuer per channel (the same key), so a token of a verified e-mail cannot pass for a phone's or back. */
export const oneTimeCodeIssuer = (appOrigin: string, channel: OneTimeCodeChannel): string =>
  `${appOrigin}${ONE_TIME_CODE_ISSUER_PATH}/${channel.toLowerCase()}`;
/** GET <issuer>/jwks, for either channel's issuer. */
export const ONE_TIME_CODE_JWKS_ROUTE = new RegExp(`^GET ${ONE_TIME_CODE_ISSUER_PATH}/(phone|email)/jwks$`);

const ALGORITHM = 'ES256';
let signingKeys: Promise<{ privateKey: CryptoKey; publicJwk: JWK }> | undefined;

function keys() {
  signingKeys ??= (async () => {
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM);
    const jwk = await exportJWK(publicKey);
    const kid = sha256Hex(JSON.stringify([jwk.x, jwk.y])).slice(0, 16);
    return { privateKey, publicJwk: { ...jwk, kid, alg: ALGORITHM, use: 'sig' } };
  })();
  return signingKeys;
}

/** The JSON Web Key Set a verifier reads the signing key from. */
export async function oneTimeCodeJwks(): Promise<{ keys: JWK[] }> {
  return { keys: [(await keys()).publicJwk] };
}

export interface VerifiedDestination {
  appOrigin: string;
  channel: OneTimeCodeChannel;
  /** E.164 phone number or lower-case e-mail. */
  destination: string;
  nonce: string;
  nowMs: number;
}

const claimsOf = (channel: OneTimeCodeChannel, destination: string) =>
  channel === 'PHONE'
    ? { phone_number: destination, phone_number_verified: true }
    : { email: destination, email_verified: true };

/** The id token for a destination whose code was right: subject stable per destination, valid 10 minutes. */
export async function signOneTimeCodeIdToken({ appOrigin, channel, destination, nonce, nowMs }: VerifiedDestination) {
  const { privateKey, publicJwk } = await keys();
  const issuedAt = Math.floor(nowMs / 1000);
  return new SignJWT({ ...claimsOf(channel, destination), nonce, amr: ['otp'] })
    .setProtectedHeader({ alg: ALGORITHM, kid: publicJwk.kid!, typ: 'JWT' })
    .setIssuer(oneTimeCodeIssuer(appOrigin, channel))
    .setAudience(ONE_TIME_CODE_AUDIENCE)
    .setSubject(`otc_${sha256Hex(`${channel}:${destination}`).slice(0, 24)}`)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ONE_TIME_CODE_RULES.idTokenLifetimeSeconds)
    .sign(privateKey);
}

/** The registration's trust in these tokens (mock-server/social/trustedIssuers.ts), for PHONE or EMAIL. */
export const trustOneTimeCodes =
  (provider: 'PHONE' | 'EMAIL') =>
  async (appOrigin: string): Promise<TrustedIssuer> => ({
    provider,
    issuer: oneTimeCodeIssuer(appOrigin, provider),
    audience: ONE_TIME_CODE_AUDIENCE,
    jwks: await oneTimeCodeJwks(),
    algorithms: [ALGORITHM],
  });
