// check:config on config/experiments.json: the features config/variants.json's experimentFeatures names exist and
// take only names config/variants.json knows for their dimension; every experiment's weights fit its variations.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/config-check/check.ts';
import type { ConfigProblem } from '../../scripts/config-check/problem.ts';
import { readConfigTree, type ConfigTree } from '../../scripts/config-check/tree.ts';

type Editable = ConfigTree & { config: Record<string, any> };
let real: ConfigTree;
beforeAll(async () => {
  real = await readConfigTree(process.cwd());
});

const EXPERIMENTS = 'config/experiments.json';
const VARIANTS = 'config/variants.json';
const placed = (problems: ConfigProblem[]) => problems.map((p) => [p.file, p.pointer, p.message]);

/** The real tree, changed by `edit`, checked; only the problems of the two files. */
function checkEdited(edit: (config: Record<string, any>) => void) {
  const tree = structuredClone(real) as Editable;
  edit(tree.config);
  return placed(checkConfig(tree).filter((p) => p.file === EXPERIMENTS || p.file === VARIANTS));
}

/** The feature that decides `dimension`, and its first rule that is an experiment (key + variations). */
const featureOf = (config: Record<string, any>, dimension: string) => {
  const key: string = config[VARIANTS].experimentFeatures[dimension];
  return { key, feature: config[EXPERIMENTS].features[key] };
};
const experimentRuleOf = (feature: any) => (feature.rules ?? []).findIndex((rule: any) => rule.variations);

describe('check:config on the experiment features', () => {
  it('accepts the real files', () => {
    expect(checkEdited(() => undefined)).toEqual([]);
  });

  it('says where a rule under one that decides for every visitor can never run, and what to do', () => {
    let at = '';
    const problems = checkEdited((config) => {
      const { key, feature } = featureOf(config, 'copyVariant');
      const running = feature.rules[experimentRuleOf(feature)];
      feature.rules.push({ ...running, id: 'pasted-below', key: 'pasted-below' });
      at = `/features/${key}/rules/${feature.rules.length - 1}`;
    });
    expect(problems).toEqual([[EXPERIMENTS, at, expect.stringMatching(/^rule "pasted-below" can never run: rule "/)]]);
    // Narrowed by a condition, or covering only part of the visitors, the rule above lets the next one run.
    for (const narrowing of [{ condition: { country: 'DE' } }, { coverage: 0.5 }]) {
      const narrowed = checkEdited((config) => {
        const { feature } = featureOf(config, 'copyVariant');
        const index = experimentRuleOf(feature);
        const running = feature.rules[index];
        feature.rules[index] = { ...running, ...narrowing };
        feature.rules.push({ ...running, id: 'pasted-below', key: 'pasted-below' });
      });
      expect(narrowed, JSON.stringify(narrowing)).toEqual([]);
    }
  });

  it('rejects a feature name that config/experiments.json does not have', () => {
    const problems = checkEdited((config) => (config[VARIANTS].experimentFeatures.registrationLayout = 'layout-test'));
    expect(problems).toEqual([
      [VARIANTS, '/experimentFeatures/registrationLayout', expect.stringMatching(/^feature "layout-test" is not in /)],
    ]);
  });

  it.each(['copyVariant', 'welcomeVoucher'])(
    'rejects a %s value config/variants.json does not know, wherever the feature has it',
    (dimension) => {
      let at = '';
      const problems = checkEdited((config) => {
        const { key, feature } = featureOf(config, dimension);
        const r = experimentRuleOf(feature);
        expect(r).toBeGreaterThanOrEqual(0);
        feature.defaultValue = 'spring';
        feature.rules[r].variations[1] = 'spring';
        feature.rules.unshift({ force: 7, condition: { country: 'AT' } });
        at = `/features/${key}`;
      });
      const pointers = problems.map(([, pointer]) => pointer);
      expect(pointers).toEqual([
        `${at}/defaultValue`,
        expect.stringMatching(new RegExp(`^${at}/rules/\\d+/force$`)),
        expect.stringMatching(new RegExp(`^${at}/rules/\\d+/variations/1$`)),
      ]);
      expect(problems[0]![2]).toMatch(
        new RegExp(`^"spring" is no ${dimension} name of config/variants.json; use one of `),
      );
      expect(problems[1]![2]).toMatch(/^7 is no /);
    },
  );

  it('accepts any non-empty theme name, not an empty one', () => {
    const problems = checkEdited((config) => {
      const { feature } = featureOf(config, 'theme');
      feature.rules = [{ force: 'winter', condition: { country: 'AT' } }, { force: '' }];
    });
    expect(problems).toEqual([
      [EXPERIMENTS, expect.stringMatching(/\/rules\/1\/force$/), expect.stringMatching(/use a non-empty string\.$/)],
    ]);
  });

  it('rejects weights that do not add up to 1 or do not match the variations, in features and auto experiments', () => {
    let key = '';
    let r = -1;
    const problems = checkEdited((config) => {
      const found = featureOf(config, 'copyVariant');
      key = found.key;
      r = experimentRuleOf(found.feature);
      found.feature.rules[r].weights = found.feature.rules[r].variations.map(() => 0.4);
      config[EXPERIMENTS].experiments = [{ ...config[EXPERIMENTS].experiments[0], weights: [1] }];
    });
    expect(problems).toEqual([
      [EXPERIMENTS, `/features/${key}/rules/${r}/weights`, expect.stringMatching(/^the weights add up to 0\.8; /)],
      [EXPERIMENTS, '/experiments/0/weights', expect.stringMatching(/^1 weights for 2 variations; /)],
    ]);
  });

  it('accepts weights off 1 by rounding only (0.333 three times)', () => {
    const problems = checkEdited((config) => {
      const { feature } = featureOf(config, 'copyVariant');
      const rule = feature.rules[experimentRuleOf(feature)];
      rule.variations = Object.keys(config[VARIANTS].copyVariants).slice(0, 3);
      rule.weights = [0.333, 0.333, 0.333];
      rule.meta = rule.variations.map((_: string, i: number) => ({ key: String(i) }));
    });
    expect(problems).toEqual([]);
  });
});
