// The site's Content-Security-Policy: its own origin only, no inline code but the hashed inline scripts of the
// prerendered pages, plus the third parties config/app.json names and the backend config/runtime-defaults.json
// and A/B service names when they live elsewhere, and the OpenID providers the browser asks for their discovery
// document and the code exchange (an empty issuer is the mock's, on this origin). Going to a provider is a
// navigation and Apple's form_post is a POST to this site from the provider's page: neither needs a directive.
import app from '../../config/app.json' with { type: 'json' };
import defaults from '../../config/runtime-defaults.json' with { type: 'json' };

const originOf = (url: string): string[] => {
  try {
    return /^(https?|wss?):/.test(url) ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

const quoted = (hashes: readonly string[]) => hashes.map((hash) => ` '${hash}'`).join('');

type RuntimeDefaults = Pick<typeof defaults, 'acqBackendGraphqlURL' | 'acqBackendWebsocketURL' | 'abServiceHost'> & {
  socialSignIn?: { providers: Record<string, { issuer: string }> };
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
  runtime: RuntimeDefaults = defaults,
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
