import { describe, expect, it } from 'vitest';
import { authorizationValue } from '../../src/relay/authorization.ts';
import { requestHeaders } from '../../src/relay/requestHeaders.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const base = { sessionId: 's-1', sourcePage: '/acquisition/de/entrance', authToken: undefined };

describe('request headers', () => {
  it('prefixes a bare token with Bearer', () => {
    expect(requestHeaders({ ...base, authToken: 'abc.def' }).Authorization).toBe('Bearer abc.def');
  });

  it('sends a token that already names its scheme as it is', () => {
    expect(requestHeaders({ ...base, authToken: 'Bearer xyz' }).Authorization).toBe('Bearer xyz');
    expect(authorizationValue('Basic dXNlcg==')).toBe('Basic dXNlcg==');
  });

  it('sends no Authorization without a token', () => {
    expect(requestHeaders(base)).not.toHaveProperty('Authorization');
  });

  it('carries the session id and source page, and a new correlation id per request', () => {
    const first = requestHeaders(base);
    const second = requestHeaders(base);
    expect(first['X-Session-ID']).toBe('s-1');
    expect(first['X-Source-Page']).toBe('/acquisition/de/entrance');
    expect(first['X-Correlation-ID']).toMatch(uuid);
    expect(second['X-Correlation-ID']).toMatch(uuid);
    expect(second['X-Correlation-ID']).not.toBe(first['X-Correlation-ID']);
  });
});
