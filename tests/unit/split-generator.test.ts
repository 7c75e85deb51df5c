// The split generator's rule composition and validation (src/actions/splitGenerator/), its preview links, and its
// parity with config: the dimensions the form offers are those config/variants.json maps to features, and each
// dimension's names are the variants config knows.
import { describe, expect, it } from 'vitest';
import { experimentsConfig as experiments } from '../../src/config/experimentsConfig.ts';
import splitFormModule from '../../src/config/forms/__generated__/split-generator.form.ts';
import { variantsConfig as variants } from '../../src/config/variantsConfig.ts';
import generateSplit from '../../src/actions/generateSplit.ts';
import { composeRule, type CompositionInput } from '../../src/actions/splitGenerator/composeRule.ts';
import { featureKeyOf, namesOf } from '../../src/actions/splitGenerator/experimentNames.ts';
import { parseRule, previewLinks } from '../../src/blocks/generatedSplit/splitQuery.ts';
import { withOptions } from '../../src/forms/uiOptions.ts';
import { appConfig } from '../../src/config/appConfig.ts';
import { routePath } from '../../src/navigation/routeById.ts';
import { REGISTRATION_COUNTRIES } from '../../src/shared/registrationRules.ts';

const splitForm = splitFormModule.config;

const copy = { key: 'registration-copy-variant', names: Object.keys(variants.copyVariants) };
const [control, other] = copy.names as [string, string];
const fiftyFifty = (first = control, second = other): CompositionInput => ({
  arms: [
    { variant: first, weight: 50 },
    { variant: second, weight: 50 },
  ],
  coverage: 100,
});
const problemsOf = (input: CompositionInput, feature = copy) => {
  const composed = composeRule(input, feature);
  return 'problems' in composed ? composed.problems : [];
};

describe('composeRule', () => {
  it('writes the rule in the shape of the rules of config/experiments.json', () => {
    const composed = composeRule(fiftyFifty(), copy);
    if (!('rule' in composed)) throw new Error(`not composed: ${composed.problems.join()}`);
    const existing = experiments.features['registration-copy-variant']!.rules![0]!;
    expect(Object.keys(composed.rule).sort()).toEqual(Object.keys(existing).sort());
    expect(composed.rule).toMatchObject({
      key: copy.key, // the feature key, as today's rules
      variations: [control, other],
      weights: [0.5, 0.5],
      meta: [
        { key: '0', name: control },
        { key: '1', name: other },
      ],
      coverage: 1,
      hashAttribute: existing.hashAttribute,
      hashVersion: existing.hashVersion,
      phase: existing.phase,
    });
  });

  it('takes the key, name, coverage and country given; weights and coverage become fractions', () => {
    const input: CompositionInput = {
      arms: copy.names.slice(0, 3).map((variant, index) => ({ variant, weight: [33.33, 33.33, 33.34][index] })),
      coverage: 25,
      country: ' pl ',
      experimentKey: 'copy-spring',
      experimentName: 'Spring copy',
    };
    const composed = composeRule(input, copy);
    if (!('rule' in composed)) throw new Error(`not composed: ${composed.problems.join()}`);
    expect(composed.rule).toMatchObject({
      key: 'copy-spring',
      name: 'Spring copy',
      condition: { applicationCountry: 'PL' },
      weights: [0.3333, 0.3333, 0.3334],
      coverage: 0.25,
    });
    expect(composed.rule.id).toMatch(/^[a-z0-9-]+$/);
  });

  it('names every problem of the input at once', () => {
    expect(problemsOf({ ...fiftyFifty(), arms: [{ variant: control, weight: 100 }] })).toEqual(['ONE_ARM']);
    expect(problemsOf(fiftyFifty(control, control))).toEqual(['SAME_ARM_TWICE']);
    expect(problemsOf(fiftyFifty(control, 'no-such-copy'))).toEqual(['ARM_UNKNOWN']);
    const uneven = {
      ...fiftyFifty(),
      arms: [
        { variant: control, weight: 50 },
        { variant: other, weight: 40 },
      ],
    };
    expect(problemsOf(uneven)).toEqual(['WEIGHTS_NOT_HUNDRED']);
    expect(problemsOf({ ...fiftyFifty(), country: 'XX' })).toEqual(['COUNTRY_UNKNOWN']);
    expect(problemsOf({ ...uneven, arms: [uneven.arms[0]!, { variant: control, weight: 40 }], country: 'US' })).toEqual(
      ['SAME_ARM_TWICE', 'WEIGHTS_NOT_HUNDRED', 'COUNTRY_UNKNOWN'],
    );
  });

  it('refuses a feature that knows fewer than two names', () => {
    expect(problemsOf(fiftyFifty('main', 'main'), { key: 'landing-theme', names: ['main'] })).toEqual([
      'FEATURE_HAS_ONE_NAME',
    ]);
  });
});

describe('what config knows', () => {
  it('offers each dimension config/variants.json maps to a feature of config/experiments.json', () => {
    expect(splitForm.schema.properties.feature.enum).toEqual(Object.keys(variants.experimentFeatures!));
    for (const dimension of splitForm.schema.properties.feature.enum as (keyof typeof variants.experimentFeatures)[]) {
      expect(Object.keys(experiments.features)).toContain(featureKeyOf(dimension));
    }
  });

  it("offers a dimension's arms from the names config knows for it", () => {
    expect(namesOf('copyVariant')).toEqual(Object.keys(variants.copyVariants));
    expect(namesOf('welcomeVoucher')).toEqual(Object.keys(variants.welcomeVouchers));
    expect(namesOf('registrationLayout')).toEqual(variants.registrationLayouts);
    expect(namesOf('registrationFlow')).toEqual(variants.registrationFlows);
    expect(namesOf('theme')).toContain(variants.defaults.theme);
    const options = generateSplit.uiOptions!({}, { feature: 'welcomeVoucher' });
    expect(options['arms.items.variant']).toEqual({ names: Object.keys(variants.welcomeVouchers) });
    expect(options.country).toEqual({ suggestions: REGISTRATION_COUNTRIES });
  });

  it('puts the options of a field inside a list where the list keeps its items', () => {
    const ui = withOptions(
      { arms: { 'ui:title': 'a', items: { variant: { 'ui:widget': 'x' } } } },
      {
        'arms.items.variant': { names: ['n'] },
      },
    );
    expect(ui).toEqual({
      arms: { 'ui:title': 'a', items: { variant: { 'ui:widget': 'x', 'ui:options': { names: ['n'] } } } },
    });
  });
});

describe('the composed experiment', () => {
  it('answers the rule, its feature and the code, and links each arm to the code with its index', async () => {
    const { arms, coverage } = fiftyFifty();
    const values = {
      feature: 'copyVariant' as const,
      arms: [...arms] as { variant: string; weight: number }[],
      coverage,
      registrationCode: 'MOCK-VALID',
    };
    const result = await generateSplit.run(values, {} as never);
    expect(result.answers).toEqual(['COMPOSED']);
    const rule = parseRule(result.values!.experimentRule!)!;
    expect(result.values!.experimentFeature).toBe(variants.experimentFeatures!.copyVariant);
    const page = { route: 'landing', param: 'slug', lang: 'de' as const, origin: 'https://shop.example' };
    const path = appConfig.basePath + routePath('landing', 'de', { slug: 'MOCK-VALID' });
    expect(previewLinks(rule, 'MOCK-VALID', page)).toEqual([
      `https://shop.example${path}?${rule.key}=0`,
      `https://shop.example${path}?${rule.key}=1`,
    ]);
  });

  it('reads back only a rule of the shape it writes', () => {
    expect(parseRule('{"key":"k","variations":["a","b"]}')).toBeDefined();
    for (const written of [null, '', 'not json', '{"key":"k"}', '{"key":"","variations":[]}', 'null']) {
      expect(parseRule(written)).toBeUndefined();
    }
  });
});
