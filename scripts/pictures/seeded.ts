// A tiny seeded PRNG (mulberry32): the same seed draws the same picture on every machine, so a re-render
// changes a master only when its code changes.
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number between `min` and `max`, drawn from `random`. */
export const between = (random: () => number, min: number, max: number) => min + (max - min) * random();
