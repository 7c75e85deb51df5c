// Remote evaluation decides as the browser's own evaluation does: for any visitor, country and arms a review link
// forces, the values the page takes from the real GrowthBook SDK are the same whether it evaluated the served rules
// itself or read the mock service's answer (mock-server/ab/remoteEval.ts), and the same visitors are counted.
import { GrowthBook, type FeatureApiResponse, type Result } from '@growthbook/growthbook';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readExperiments } from '../../mock-server/ab/experimentsFile.ts';
import { evaluatePayload } from '../../mock-server/ab/remoteEval.ts';
import { PATHS } from '../../mock-server/base/paths.ts';
import { experimentCandidates, experimentValues } from '../../src/experiments/experimentValues.ts';
import { type Dimension } from '../../src/variants/selectVariant.ts';
import { variantsConfig } from '../../src/config/variantsConfig.ts';

const { payload } = readExperiments(PATHS.experiments);
const dimensions = Object.keys(variantsConfig.experimentFeatures ?? {}) as Dimension[];

/** The experiments' keys and arm counts, and the countries rules name, from the served rules. */
const rules = Object.values(payload.features ?? {}).flatMap((feature) => feature.rules ?? []);
const arms = rules.filter((rule) => rule.variations).map((rule) => [rule.key!, rule.variations!.length] as const);
const namedCountries = rules.flatMap((rule) => {
  const country = (rule.condition as { applicationCountry?: unknown } | undefined)?.applicationCountry;
  return typeof country === 'string' ? [country] : [];
});

interface Visit {
  visitor: string;
  country: string;
  forced: Record<string, number>;
}

/**
 * What the page takes from an SDK holding these features, the assignments it counts (hash used), and whether every
 * value taken is among the candidates the page leaves its dimension open for.
 */
function seenBy(features: FeatureApiResponse['features'], { visitor, country, forced }: Visit) {
  const counted: string[] = [];
  const gb = new GrowthBook({
    features,
    attributes: { acqAnonymousId: visitor, applicationCountry: country },
    forcedVariations: forced,
    trackingCallback: (experiment, result: Result<unknown>) => {
      if (result.hashUsed) counted.push(`${experiment.key}=${result.key}`);
    },
  });
  const values = experimentValues(gb, dimensions);
  // A dimension the page leaves open to the experiments: only those take a value.
  const candidates = experimentCandidates(gb);
  const open = Object.entries(values).every(([dimension, value]) =>
    candidates[dimension as Dimension]?.includes(value as string),
  );
  gb.destroy();
  return { values, counted, open };
}

const visits = fc.record({
  visitor: fc.string({ minLength: 1, maxLength: 24 }),
  // The countries rules name, and one no rule names.
  country: fc.constantFrom(...namedCountries, 'ZZ'),
  forced: fc
    .subarray([...arms])
    .chain((forcedArms) =>
      fc.tuple(...forcedArms.map(([key, count]) => fc.tuple(fc.constant(key), fc.nat({ max: count - 1 })))),
    )
    .map((pairs) => Object.fromEntries(pairs) as Record<string, number>),
});

describe('remote evaluation', () => {
  it('gives the page the values and the counted assignments of the browser’s own evaluation', () => {
    fc.assert(
      fc.property(visits, (visit) => {
        const answered = evaluatePayload(payload, {
          attributes: { acqAnonymousId: visit.visitor, applicationCountry: visit.country },
          forcedVariations: visit.forced,
        });
        expect(seenBy(answered.features, visit)).toEqual(seenBy(payload.features, visit));
      }),
    );
  });

  it('takes a value a rule forces, and an arm a link forces, which the service sends as default values', () => {
    // The cases the property must meet, named: it could otherwise pass on defaults alone.
    const dimensionOf = (feature: string) =>
      dimensions.find((dimension) => variantsConfig.experimentFeatures![dimension] === feature)!;
    const cases = Object.entries(payload.features ?? {}).flatMap(([feature, definition]) =>
      (definition.rules ?? []).flatMap((rule) => {
        const country = (rule.condition as { applicationCountry?: string } | undefined)?.applicationCountry;
        if (rule.force !== undefined && country)
          return [{ visit: { visitor: 'v', country, forced: {} }, feature, value: rule.force }];
        return (rule.variations ?? []).map((value, arm) => ({
          visit: { visitor: 'v', country: 'ZZ', forced: { [rule.key!]: arm } },
          feature,
          value,
        }));
      }),
    );
    expect(cases.length).toBeGreaterThan(0);
    for (const { visit, feature, value } of cases) {
      const answered = evaluatePayload(payload, {
        attributes: { acqAnonymousId: visit.visitor, applicationCountry: visit.country },
        forcedVariations: visit.forced,
      });
      expect(
        seenBy(answered.features, visit).values[dimensionOf(feature)],
        `${feature} for ${JSON.stringify(visit)}`,
      ).toBe(value);
    }
  });
});
