/**
 * The one-time codes sent and not yet used, one per channel and destination (mock-server/README.md): a new code
 * voids the one before, a code works once, three wrong tries void it, it expires after 5 minutes. Bounded: the
 * oldest entries go first, so a flood of requests cannot grow the store.
 */
import { randomInt } from 'node:crypto';
import { ONE_TIME_CODE_RULES, type OneTimeCodeChannel } from '../../src/shared/oneTimeCodeRules.ts';
import { CAPACITY } from './capacities.ts';

export const MAX_PENDING_CODES = CAPACITY.oneTimeCodes;

/** QA's destinations whose code is always the same, so a request can be replayed without reading the outbox. */
export const FIXED_CODE_DESTINATIONS: ReadonlyMap<string, string> = new Map([['fixed-code@mock.test', '123456']]);

interface PendingCode {
  code: string;
  sentAtMs: number;
  attemptsLeft: number;
}

export type CodeRequestAnswer = { sent: true; code: string } | { sent: false; retryAfterSeconds: number };

export type CodeVerdict =
  | { status: 'VERIFIED' | 'TOO_MANY_ATTEMPTS' | 'EXPIRED' | 'NOT_REQUESTED' }
  | { status: 'WRONG_CODE'; attemptsLeft: number };

const keyOf = (channel: OneTimeCodeChannel, destination: string) => `${channel}:${destination}`;
const seconds = (ms: number) => Math.ceil(ms / 1000);

export function newOneTimeCode(destination: string): string {
  const fixed = FIXED_CODE_DESTINATIONS.get(destination);
  if (fixed) return fixed;
  return String(randomInt(0, 10 ** ONE_TIME_CODE_RULES.length)).padStart(ONE_TIME_CODE_RULES.length, '0');
}

export class OneTimeCodes {
  private pending = new Map<string, PendingCode>();

  /** A new code for the destination, unless one went less than 30 s ago (that one stays valid). */
  request(channel: OneTimeCodeChannel, destination: string, nowMs: number): CodeRequestAnswer {
    const key = keyOf(channel, destination);
    const before = this.pending.get(key);
    const waitMs = before ? before.sentAtMs + ONE_TIME_CODE_RULES.resendAfterSeconds * 1000 - nowMs : 0;
    if (waitMs > 0) return { sent: false, retryAfterSeconds: seconds(waitMs) };
    const code = newOneTimeCode(destination);
    this.pending.delete(key); // re-inserted last: the map's order is the age the bound goes by
    this.pending.set(key, { code, sentAtMs: nowMs, attemptsLeft: ONE_TIME_CODE_RULES.maxAttempts });
    if (this.pending.size > MAX_PENDING_CODES) this.pending.delete(this.pending.keys().next().value!);
    return { sent: true, code };
  }

  verify(channel: OneTimeCodeChannel, destination: string, code: string, nowMs: number): CodeVerdict {
    const key = keyOf(channel, destination);
    const pending = this.pending.get(key);
    if (!pending) return { status: 'NOT_REQUESTED' };
    if (pending.attemptsLeft === 0) return { status: 'TOO_MANY_ATTEMPTS' };
    if (nowMs >= pending.sentAtMs + ONE_TIME_CODE_RULES.expiresInSeconds * 1000) return { status: 'EXPIRED' };
    if (code.trim() === pending.code) {
      this.pending.delete(key); // a code works once
      return { status: 'VERIFIED' };
    }
    pending.attemptsLeft -= 1;
    return pending.attemptsLeft === 0
      ? { status: 'TOO_MANY_ATTEMPTS' }
      : { status: 'WRONG_CODE', attemptsLeft: pending.attemptsLeft };
  }

  /** How many codes are kept (for the bound's test). */
  get size(): number {
    return this.pending.size;
  }
}
