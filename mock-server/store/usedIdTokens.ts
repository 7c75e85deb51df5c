/**
 * Id tokens that created a registration (their keys), so the same token cannot create another: bounded, the oldest
 * forgotten first (by then its hour of validity has long passed in any real use).
 */
import { CAPACITY } from './capacities.ts';

export const MAX_USED_ID_TOKENS = CAPACITY.usedIdTokens;

export class UsedIdTokens {
  private readonly keys = new Set<string>();

  has(key: string): boolean {
    return this.keys.has(key);
  }

  add(key: string): void {
    this.keys.add(key);
    if (this.keys.size > MAX_USED_ID_TOKENS) this.keys.delete(this.keys.values().next().value!);
  }

  get size(): number {
    return this.keys.size;
  }
}
