import { describe, expect, it } from 'vitest';
import {
  CLOSE_RESTART,
  CLOSE_TERMINATED,
  retryDelayMs,
  retryPolicy,
  webSocketUrl,
} from '../../src/relay/subscriptions.ts';

describe('subscription retries', () => {
  it('retries up to 5 times', () => {
    expect(retryPolicy.retryAttempts).toBe(5);
  });

  it('backs off exponentially from 1 s with 300–3000 ms of jitter', () => {
    expect([0, 1, 2, 3, 4].map((n) => retryDelayMs(n, () => 0))).toEqual([1300, 2300, 4300, 8300, 16300]);
    expect([0, 1, 2, 3, 4].map((n) => retryDelayMs(n, () => 0.9999999))).toEqual([3999, 4999, 6999, 10999, 18999]);
  });

  it('restarts on 4205 and other closes, and stops on 4499', () => {
    expect(retryPolicy.shouldRetry({ code: CLOSE_RESTART })).toBe(true);
    expect(retryPolicy.shouldRetry({ code: 1006 })).toBe(true);
    expect(retryPolicy.shouldRetry({ code: CLOSE_TERMINATED })).toBe(false);
  });

  it('resolves a relative endpoint against the page', () => {
    expect(webSocketUrl('/graphql', { protocol: 'https:', host: 'shop.example' })).toBe('wss://shop.example/graphql');
    expect(webSocketUrl('/graphql', { protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/graphql');
    expect(webSocketUrl('wss://ws.example/graphql', { protocol: 'http:', host: 'x' })).toBe('wss://ws.example/graphql');
  });
});
