// Random numbers from a seed (pure-rand's xoroshiro128+): the same seed draws the same picture on every machine, so a
// re-render changes a master only when its code changes.
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** Numbers in [0, 1), the same sequence for the same seed. */
export function seeded(seed: number): () => number {
  const generator = xoroshiro128plus(seed);
  return () => uniformFloat64(generator);
}

/** A number between `min` and `max`, drawn from `random`. */
export const between = (random: () => number, min: number, max: number) => min + (max - min) * random();
