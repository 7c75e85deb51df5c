// Some tests assert that nothing happens: no navigation after a refused submit, no request after back and forward,
// no redirect where no experiment runs, no retry before its time. Waiting for something cannot show that; this
// watches for a window the test states and fails at the first change.
import { expect } from '@playwright/test';

const LOOK_EVERY_MS = 25;

/** What `observe` answers stays as it was (a copy is compared) for `windowMs`; answers it. */
export async function expectUnchangedFor<T>(observe: () => T | Promise<T>, windowMs: number, what: string): Promise<T> {
  const first: T = structuredClone(await observe());
  const end = Date.now() + windowMs;
  for (let left = windowMs; left > 0; left = end - Date.now()) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(LOOK_EVERY_MS, left)));
    expect((await observe()) as unknown, what).toEqual(first);
  }
  return first;
}
