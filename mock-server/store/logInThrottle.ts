/**
 * Failed log-ins per e-mail (mock-server/README.md): after 5 failures within 15 minutes the e-mail is refused for
 * 15 minutes, whether or not an account has it, so the lock-out does not tell who is a member either.
 * Bounded (store/capacities.ts): past CAPACITY.logInThrottle e-mails the one whose last failure (or lock) is oldest is
 * forgotten. A mock's trade-off: lifting a lock early takes that many other e-mails locked since.
 */
import { BoundedMap } from './boundedMap.ts';
import { CAPACITY } from './capacities.ts';

export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_MS = 15 * 60_000;

export class LogInThrottle {
  /** Normalized e-mail → times of its recent failures (ms). */
  private failures = new BoundedMap<string, number[]>(CAPACITY.logInThrottle);
  private lockedUntil = new BoundedMap<string, number>(CAPACITY.logInThrottle);

  isLocked(email: string, nowMs: number): boolean {
    return (this.lockedUntil.get(email) ?? 0) > nowMs;
  }

  recordFailure(email: string, nowMs: number): void {
    const recent = (this.failures.get(email) ?? []).filter((at) => at > nowMs - FAILED_LOGIN_WINDOW_MS);
    recent.push(nowMs);
    if (recent.length < MAX_FAILED_LOGINS) {
      this.failures.set(email, recent);
      return;
    }
    this.failures.delete(email); // once the lock ends, the count starts again
    this.lockedUntil.set(email, nowMs + LOCKOUT_MS);
  }

  recordSuccess(email: string): void {
    this.failures.delete(email);
  }

  /** E-mails with recent failures, and e-mails locked (for the bound's test). */
  get sizes(): { failing: number; locked: number } {
    return { failing: this.failures.size, locked: this.lockedUntil.size };
  }
}
