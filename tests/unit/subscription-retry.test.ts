import { describe, expect, it, vi } from 'vitest';
import {
  CLOSE_RESTART,
  CLOSE_TERMINATED,
  retryDelayMs,
  retryPolicy,
  webSocketUrl,
} from '../../src/relay/subscriptions.ts';

describe('subscription retries', () => {
  it('retries up to 5 times', () => {
    expect(retryPolicy().retryAttempts).toBe(5);
  });

  it('backs off exponentially from 1 s with 300–3000 ms of jitter', () => {
    expect([0, 1, 2, 3, 4].map((n) => retryDelayMs(n, () => 0))).toEqual([1300, 2300, 4300, 8300, 16300]);
    expect([0, 1, 2, 3, 4].map((n) => retryDelayMs(n, () => 0.9999999))).toEqual([3999, 4999, 6999, 10999, 18999]);
  });

  it('restarts on 4205 and other closes, and stops on 4499', () => {
    const policy = retryPolicy();
    expect(policy.shouldRetry({ code: CLOSE_RESTART })).toBe(true);
    expect(policy.shouldRetry({ code: 1006 })).toBe(true);
    expect(policy.shouldRetry({ code: CLOSE_TERMINATED })).toBe(false);
  });

  it('reconnects at once after 4205, after the backoff otherwise', async () => {
    vi.useFakeTimers();
    try {
      const policy = retryPolicy();
      const settled = (wait: Promise<void>) => {
        let done = false;
        void wait.then(() => (done = true));
        return () => done;
      };
      policy.shouldRetry({ code: CLOSE_RESTART });
      const restart = settled(policy.retryWait(0));
      await vi.advanceTimersByTimeAsync(0);
      expect(restart()).toBe(true);

      policy.shouldRetry({ code: 1006 });
      const backoff = settled(policy.retryWait(0));
      await vi.advanceTimersByTimeAsync(1299);
      expect(backoff()).toBe(false);
      await vi.advanceTimersByTimeAsync(2700);
      expect(backoff()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves a relative endpoint against the page', () => {
    expect(webSocketUrl('/graphql', { protocol: 'https:', host: 'shop.example' })).toBe('wss://shop.example/graphql');
    expect(webSocketUrl('/graphql', { protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/graphql');
    expect(webSocketUrl('wss://ws.example/graphql', { protocol: 'http:', host: 'x' })).toBe('wss://ws.example/graphql');
  });
});
