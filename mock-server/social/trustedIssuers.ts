/**
 * The issuers whose id tokens the backend accepts in socialRegistrationInput, per provider: issuer, audience (this
 * site's client id) and the public keys with their algorithms. Google, Facebook and Apple: config/runtime-defaults.json
 * names issuer and client id (an empty issuer: the mock's provider on the app's origin). PHONE and EMAIL: the backend's
 * own tokens after a one-time code (oneTimeCodeIssuer.ts). A provider without a resolver is answered PROVIDER.
 */
import type { SocialProvider } from '../__generated__/resolverTypes.ts';
import { SIGNING_ALGORITHM, providerKeys } from '../oidc/providerKeys.ts';
import { mockIssuer, socialSignInSettings, type MockProviderName } from '../oidc/socialSettings.ts';
import { trustOneTimeCodes } from './oneTimeCodeIssuer.ts';
import type { TrustedIssuer } from './verifyIdToken.ts';

/** The issuer of a provider for a page on appOrigin, or undefined when it is not configured. */
export type IssuerResolver = (appOrigin: string) => Promise<TrustedIssuer | undefined>;

/**
 * The mock's keys verify the mock's tokens. With a real issuer configured, the mock backend still checks against its
 * own keys (it fetches nothing), so such tokens are refused with SIGNATURE: the real backend uses the issuer's JWKS.
 */
const oidcProvider =
  (provider: SocialProvider, name: MockProviderName): IssuerResolver =>
  async (appOrigin) => {
    const settings = socialSignInSettings().providers[name];
    if (!settings?.clientId) return undefined;
    const { publicJwk } = await providerKeys(name);
    return {
      provider,
      issuer: settings.issuer || mockIssuer(appOrigin, name),
      audience: settings.clientId,
      jwks: { keys: [publicJwk] },
      algorithms: [SIGNING_ALGORITHM[name]],
    };
  };

export const TRUSTED_ISSUERS: Partial<Record<SocialProvider, IssuerResolver>> = {
  GOOGLE: oidcProvider('GOOGLE', 'google'),
  FACEBOOK: oidcProvider('FACEBOOK', 'facebook'),
  APPLE: oidcProvider('APPLE', 'apple'),
  PHONE: trustOneTimeCodes('PHONE'),
  EMAIL: trustOneTimeCodes('EMAIL'),
};

export async function trustedIssuer(provider: string, appOrigin: string): Promise<TrustedIssuer | undefined> {
  const resolve = TRUSTED_ISSUERS[provider as SocialProvider];
  return resolve ? resolve(appOrigin) : undefined;
}
