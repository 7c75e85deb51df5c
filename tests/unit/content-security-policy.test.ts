import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../scripts/prerender/contentSecurityPolicy.ts';

const connectSrc = (runtime: Parameters<typeof contentSecurityPolicy>[1]) =>
  contentSecurityPolicy({ scriptHashes: [], styleHashes: [] }, runtime)
    .split('; ')
    .find((directive) => directive.startsWith('connect-src'));

describe('the Content-Security-Policy', () => {
  it('lets pages call the backend and the A/B service the runtime defaults name on other origins, and nothing else', () => {
    expect(
      connectSrc({
        acqBackendGraphqlURL: 'https://api.example.com/graphql',
        acqBackendWebsocketURL: 'wss://ws.example.com/graphql',
        abServiceHost: 'https://cdn.growthbook.io',
      }),
    ).toBe("connect-src 'self' https://api.example.com wss://ws.example.com https://cdn.growthbook.io");
    // Paths on this origin (and an empty A/B host: this origin) need nothing beyond 'self'.
    expect(connectSrc({ acqBackendGraphqlURL: '/graphql', acqBackendWebsocketURL: '', abServiceHost: '' })).toBe(
      "connect-src 'self'",
    );
  });

  it('lets the browser ask the configured OpenID providers (discovery, code exchange), once per origin', () => {
    const issuers = (google: string, facebook: string, apple: string) => ({
      acqBackendGraphqlURL: '/graphql',
      acqBackendWebsocketURL: '',
      abServiceHost: '',
      socialSignIn: {
        providers: { google: { issuer: google }, facebook: { issuer: facebook }, apple: { issuer: apple } },
      },
    });
    expect(
      connectSrc(issuers('https://accounts.google.com', 'https://www.facebook.com', 'https://appleid.apple.com')),
    ).toBe("connect-src 'self' https://accounts.google.com https://www.facebook.com https://appleid.apple.com");
    // Empty issuers are the mock's on this origin; two providers on one host are one origin.
    expect(connectSrc(issuers('', 'https://id.example.com/fb', 'https://id.example.com/apple'))).toBe(
      "connect-src 'self' https://id.example.com",
    );
  });
});
