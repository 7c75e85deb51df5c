/**
 * A catalogue edit reaches the running mock's codes: its new seed codes join, a seed code's edited customization is the
 * code's, and a code the catalogue no longer seeds (a test code added and undone) is gone, as after a reset. What the
 * store learnt of the other codes (registrations pending, a balance used) stays.
 */
import type { RegistrationCodeRecord } from './records.ts';

export const codeKey = (code: string): string => code.trim().toUpperCase();

/** Applies `seeds` to `codes`; `seededBefore`: the keys the last seed gave. Answers the keys this one gave. */
export function reseedCodes(
  codes: Map<string, RegistrationCodeRecord>,
  seededBefore: ReadonlySet<string>,
  seeds: readonly RegistrationCodeRecord[],
): Set<string> {
  const seeded = new Set(seeds.map((seed) => codeKey(seed.code)));
  for (const key of seededBefore) if (!seeded.has(key)) codes.delete(key);
  for (const seed of seeds) {
    const known = codes.get(codeKey(seed.code));
    if (!known) codes.set(codeKey(seed.code), seed);
    else known.customization = seed.customization;
  }
  return seeded;
}
