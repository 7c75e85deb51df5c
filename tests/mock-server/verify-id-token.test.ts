// The backend's id-token check, with tokens made by jose: each way a token is refused, and one that passes.
import { generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { providerKeys } from '../../mock-server/oidc/providerKeys.ts';
import { trustedIssuer } from '../../mock-server/social/trustedIssuers.ts';
import {
  idTokenKey,
  verifyIdToken,
  type IdTokenInput,
  type TrustedIssuer,
} from '../../mock-server/social/verifyIdToken.ts';

const ORIGIN = 'http://localhost:5173';
const NOW_MS = Date.UTC(2026, 10, 24, 12);
const NONCE = 'raw-nonce-of-the-authorization-request';

async function googleIssuer(): Promise<TrustedIssuer> {
  return (await trustedIssuer('GOOGLE', ORIGIN))!;
}

/** A token as the mock's Google would sign it, with these claims changed. */
async function token(overrides: JWTPayload = {}, key?: CryptoKey | Uint8Array) {
  const issuer = await googleIssuer();
  const { privateJwk } = await providerKeys('google');
  const claims = {
    iss: issuer.issuer,
    aud: issuer.audience,
    sub: 'mock-user-zoe',
    email: 'zoe.dubois@mock.test',
    email_verified: true,
    nonce: NONCE,
    iat: NOW_MS / 1000 - 60,
    exp: NOW_MS / 1000 + 3600,
    ...overrides,
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: privateJwk.kid! })
    .sign(key ?? (await importJWK(privateJwk, 'RS256')));
}

async function verdict(input: Partial<IdTokenInput>, { nowMs = NOW_MS, used = new Set<string>() } = {}) {
  return verifyIdToken(
    { provider: 'GOOGLE', idToken: await token(), nonce: NONCE, ...input },
    { issuer: await trustedIssuer(input.provider ?? 'GOOGLE', ORIGIN), nowMs, isUsed: (key) => used.has(key) },
  );
}

const errorOf = (result: Awaited<ReturnType<typeof verdict>>) => (result.ok ? 'ok' : result.error);

describe('verifyIdToken', () => {
  it('accepts a token of the trusted issuer for this site, with its claims', async () => {
    const result = await verdict({});
    expect(result).toMatchObject({ ok: true, provider: 'GOOGLE', claims: { email: 'zoe.dubois@mock.test' } });
  });

  it('names the issuer on the page origin and this site client id', async () => {
    expect(await googleIssuer()).toMatchObject({
      issuer: `${ORIGIN}/mock/oidc/google`,
      audience: 'acquisition-web-google',
      algorithms: ['RS256'],
    });
  });

  it('refuses a token signed with another key under the same key id (SIGNATURE)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    expect(errorOf(await verdict({ idToken: await token({}, privateKey) }))).toBe('SIGNATURE');
  });

  it('refuses a token signed with an algorithm not pinned for the issuer (SIGNATURE)', async () => {
    const issuer = await googleIssuer();
    const hs256 = await new SignJWT({ iss: issuer.issuer, aud: issuer.audience, sub: 'x', nonce: NONCE })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(NOW_MS / 1000)
      .setExpirationTime(NOW_MS / 1000 + 60)
      .sign(new TextEncoder().encode('a shared secret anybody could guess!'));
    expect(errorOf(await verdict({ idToken: hs256 }))).toBe('SIGNATURE');
  });

  it('refuses a token for another client (AUDIENCE)', async () => {
    expect(errorOf(await verdict({ idToken: await token({ aud: 'someone-else' }) }))).toBe('AUDIENCE');
  });

  it('refuses a token of another issuer (ISSUER)', async () => {
    const idToken = await token({ iss: 'http://localhost:4173/mock/oidc/google' });
    expect(errorOf(await verdict({ idToken }))).toBe('ISSUER');
  });

  it('refuses a token past its expiry at the backend clock (EXPIRED)', async () => {
    expect(errorOf(await verdict({}, { nowMs: NOW_MS + 3601_000 }))).toBe('EXPIRED');
  });

  it('refuses a token whose nonce is not the one sent, or with no nonce sent (NONCE)', async () => {
    expect(errorOf(await verdict({ nonce: 'another-sign-in' }))).toBe('NONCE');
    expect(errorOf(await verdict({ nonce: null }))).toBe('NONCE');
    expect(errorOf(await verdict({ idToken: await token({ nonce: undefined }) }))).toBe('NONCE');
  });

  it('refuses a token that already created a registration (REPLAYED)', async () => {
    const idToken = await token();
    const used = new Set([idTokenKey((await googleIssuer()).issuer, idToken)]);
    expect(errorOf(await verdict({ idToken }, { used }))).toBe('REPLAYED');
  });

  it.each(['', 'not-a-jwt', 'a.b.c', 'bm90IGpzb24.e30.c2ln'])('refuses %j (MALFORMED)', async (idToken) => {
    expect(errorOf(await verdict({ idToken }))).toBe('MALFORMED');
  });

  it('refuses a provider without a trusted issuer (PROVIDER)', async () => {
    expect(errorOf(await verdict({ provider: 'MYSPACE' }))).toBe('PROVIDER');
    // PHONE's tokens are the backend's own: a Google token sent as PHONE is not signed with that key.
    expect(errorOf(await verdict({ provider: 'PHONE' }))).toBe('SIGNATURE');
  });
});
