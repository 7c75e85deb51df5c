/** The socialSignIn block of config/runtime-defaults.json: the app's redirect path and each provider's client. */
import { readFileSync } from 'node:fs';
import { PATHS } from '../base/paths.ts';

export const MOCK_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type MockProviderName = (typeof MOCK_PROVIDERS)[number];

export const isMockProviderName = (name: string): name is MockProviderName =>
  (MOCK_PROVIDERS as readonly string[]).includes(name);

export interface ProviderSettings {
  /** Empty: the mock's provider on the page's origin. */
  issuer: string;
  clientId: string;
  responseMode?: 'query' | 'form_post';
}

export interface SocialSignInSettings {
  redirectPath: string;
  providers: Record<MockProviderName, ProviderSettings>;
}

/** Read on every call (a few hundred bytes), so an edit of the file counts without a restart. */
export function socialSignInSettings(): SocialSignInSettings {
  const defaults = JSON.parse(readFileSync(PATHS.runtimeDefaults, 'utf8')) as { socialSignIn: SocialSignInSettings };
  return defaults.socialSignIn;
}

export const MOCK_OIDC_PREFIX = '/mock/oidc/';

/** The issuer of the mock's provider on this origin. */
export const mockIssuer = (origin: string, provider: MockProviderName): string =>
  `${origin}${MOCK_OIDC_PREFIX}${provider}`;
