/**
 * Each mock provider's signing key, made once per process with jose and handed to oidc-provider as its JWKS (so no
 * development keys). Google and Facebook sign with RS256, Apple with ES256, as the real ones do. The backend's
 * id-token check trusts the public halves (mock-server/social/trustedIssuers.ts).
 */
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { MockProviderName } from './socialSettings.ts';

export const SIGNING_ALGORITHM: Record<MockProviderName, 'RS256' | 'ES256'> = {
  google: 'RS256',
  facebook: 'RS256',
  apple: 'ES256',
};

export interface ProviderKeys {
  privateJwk: JWK;
  publicJwk: JWK;
}

const made = new Map<MockProviderName, Promise<ProviderKeys>>();

async function makeKeys(provider: MockProviderName): Promise<ProviderKeys> {
  const alg = SIGNING_ALGORITHM[provider];
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const kid = `mock-${provider}-${Date.now().toString(36)}`;
  const common = { kid, alg, use: 'sig' };
  return {
    privateJwk: { ...(await exportJWK(privateKey)), ...common },
    publicJwk: { ...(await exportJWK(publicKey)), ...common },
  };
}

export function providerKeys(provider: MockProviderName): Promise<ProviderKeys> {
  let keys = made.get(provider);
  if (!keys) {
    keys = makeKeys(provider);
    made.set(provider, keys);
  }
  return keys;
}
