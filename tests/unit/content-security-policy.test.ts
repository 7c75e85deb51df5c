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
});
