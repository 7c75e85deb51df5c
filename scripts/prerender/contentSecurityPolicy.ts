// The site's Content-Security-Policy: its own origin only, no inline code but the hashed inline scripts of the
// prerendered pages, plus the third parties config/app.json names and the backend config/runtime-defaults.json
// and A/B service names when they live elsewhere, and the OpenID providers the browser asks for their discovery
// document and the code exchange (an empty issuer is the mock's, on this origin). Going to a provider is a
// navigation and Apple's form_post is a POST to this site from the provider's page: neither needs a directive.
import { appConfig as app } from '../../src/config/appConfig.ts';
import type { RuntimeDefaults, SocialProvider } from '../../src/config/__generated__/runtime-defaults.ts';
import { runtimeDefaults as defaults } from '../../src/config/runtimeDefaultsConfig.ts';

const originOf = (url: string | undefined): string[] => {
  try {
    return url && /^(https?|wss?):/.test(url) ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

const quoted = (hashes: readonly string[]) => hashes.map((hash) => ` '${hash}'`).join('');

// What the policy reads of the runtime defaults: the hosts, and each provider's issuer.
type Runtime = Pick<RuntimeDefaults, 'acqBackendGraphqlURL' | 'acqBackendWebsocketURL' | 'abServiceHost'> & {
  socialSignIn?: { providers: Record<string, Pick<SocialProvider, 'issuer'>> };
};

export function contentSecurityPolicy(
  {
    scriptHashes,
    styleHashes,
    framedBy = 'none',
  }: {
    scriptHashes: string[];
    styleHashes: string[];
    framedBy?: 'none' | 'self';
  },
  runtime: Runtime = defaults,
) {
  const scripts = [app.thirdParties.consentManagerScript, app.thirdParties.tagManagerScript].flatMap(originOf);
  const issuers = Object.values(runtime.socialSignIn?.providers ?? {}).map((provider) => provider.issuer);
  const backend = [
    ...new Set(
      [runtime.acqBackendGraphqlURL, runtime.acqBackendWebsocketURL, runtime.abServiceHost, ...issuers].flatMap(
        originOf,
      ),
    ),
  ];
  return [
    "default-src 'self'",
    `script-src 'self'${quoted(scriptHashes)}${scripts.map((origin) => ` ${origin}`).join('')}`,
    `style-src 'self'${quoted(styleHashes)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${backend.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors '${framedBy}'`,
  ].join('; ');
}
