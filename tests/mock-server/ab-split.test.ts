// The copy experiment of config/experiments.json as the mock serves it: the real SDK splits random visitors by its
// weights (±5 points over 2000 ids) and keeps each visitor in one arm (the hash of acqAnonymousId decides).
import { randomUUID } from 'node:crypto';
import { GrowthBook, type FeatureApiResponse } from '@growthbook/growthbook';
import { describe, expect, it } from 'vitest';
import { useRunningMockServer } from './support/running-server.ts';

const server = useRunningMockServer(); // serves config/experiments.json itself
const VISITORS = 2000;
const FEATURE = 'registration-copy-variant';

async function servedPayload(): Promise<FeatureApiResponse> {
  const { abClientKey } = (await (await fetch(`${server().url}/acquisition/defaults.json`)).json()) as {
    abClientKey: string;
  };
  return (await (await fetch(`${server().url}/api/features/${abClientKey}`)).json()) as FeatureApiResponse;
}

/** The arm (variation index) the SDK puts a visitor in, from the served payload alone. */
function armOf(payload: FeatureApiResponse, acqAnonymousId: string): number | undefined {
  const gb = new GrowthBook({ features: payload.features, attributes: { acqAnonymousId, applicationCountry: 'DE' } });
  const result = gb.evalFeature(FEATURE);
  gb.destroy();
  return result.source === 'experiment' ? result.experimentResult?.variationId : undefined;
}

describe(`the ${FEATURE} experiment of config/experiments.json`, () => {
  it(`splits ${VISITORS} random visitors by its weights, within 5 points`, async () => {
    const payload = await servedPayload();
    const rule = payload.features?.[FEATURE]?.rules?.find((r) => r.variations && r.weights);
    expect(rule, `${FEATURE} has no experiment rule with weights`).toBeDefined();
    const counts = rule!.weights!.map(() => 0);
    for (let i = 0; i < VISITORS; i++) {
      const arm = armOf(payload, randomUUID()); // undefined: outside the experiment's coverage
      if (arm !== undefined) counts[arm]! += 1;
    }
    const coverage = rule!.coverage ?? 1;
    rule!.weights!.forEach((weight, arm) => {
      expect(Math.abs(counts[arm]! / VISITORS - weight * coverage), `arm ${arm}: ${counts[arm]}`).toBeLessThan(0.05);
    });
  });

  it('keeps each visitor in the same arm', async () => {
    const payload = await servedPayload();
    const visitors = Array.from({ length: 200 }, () => randomUUID());
    const first = visitors.map((id) => armOf(payload, id));
    expect(visitors.map((id) => armOf(payload, id))).toEqual(first);
    const weights = payload.features![FEATURE]!.rules!.find((r) => r.weights)!.weights!;
    expect(new Set(first.filter((arm) => arm !== undefined)).size).toBe(weights.filter((w) => w > 0).length);
  });
});
