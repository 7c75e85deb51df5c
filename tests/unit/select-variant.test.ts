import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { languages } from '../../src/config/appConfig.ts';
import { selectVariant, variantsConfig } from '../../src/variants/selectVariant.ts';

const query = (q = '') => new URLSearchParams(q);

/** The values the contract (schema/acquisition.graphql) lists for a customization field: "a, b or c (…)". */
const sdl = buildSchema(readFileSync('schema/acquisition.graphql', 'utf8'));
function contractNames(field: string): string[] {
  const description = (sdl.getType('RegistrationCustomization') as GraphQLObjectType).getFields()[field]!.description!;
  const names = description
    .replace(/\(.*\)/, '')
    .split(/,|\bor\b/)
    .map((name) => name.trim());
  expect(names.length, `RegistrationCustomization.${field}`).toBeGreaterThan(1);
  return names;
}

type Texts = { [key: string]: string | Texts };
const translations = (lang: string): Texts => JSON.parse(readFileSync(`locales/${lang}/translation.json`, 'utf8'));
const textAt = (texts: Texts, key: string): string | Texts | undefined =>
  key
    .split('.')
    .reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
const leafKeys = (node: string | Texts | undefined, prefix: string): string[] =>
  typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => leafKeys(v, `${prefix}.${k}`)) : [prefix];

describe('variant selection', () => {
  it('starts from the defaults', () => {
    expect(selectVariant({ query: query() })).toEqual(variantsConfig.defaults);
  });

  it('applies matching rules in order: a flow chosen by one rule triggers the next', () => {
    const choice = selectVariant({ query: query('flow=leanStep2') });
    expect(choice.registrationFlow).toBe('leanStep2');
    expect(choice.copyVariant).toBe('leanRegistration');
  });

  it('applies flow rules to the flow the code customization chose', () => {
    const choice = selectVariant({ query: query(), customization: { registrationFlow: 'leanStep2' } });
    expect(choice).toMatchObject({ registrationFlow: 'leanStep2', copyVariant: 'leanRegistration' });
    const approved = selectVariant({ query: query(), customization: { registrationFlow: 'waitingListApproved' } });
    expect(approved.finishedIn).toBe('popup');
  });

  it('finishes on its own page unless the flow asks for the popup', () => {
    expect(selectVariant({ query: query() }).finishedIn).toBe('page');
    expect(selectVariant({ query: query('flow=waitingListApproved') }).finishedIn).toBe('popup');
  });

  it('matches slug rules', () => {
    expect(selectVariant({ slug: 'DABA-2026', query: query() }).copyVariant).toBe('daba');
    expect(selectVariant({ slug: 'MOCK-VALID', query: query() }).copyVariant).toBe('default');
    expect(selectVariant({ query: query() }).copyVariant).toBe('default');
  });

  it('matches query rules', () => {
    expect(selectVariant({ query: query('utm_source=social') }).copyVariant).toBe('social');
    expect(selectVariant({ query: query('utm_source=mail') }).copyVariant).toBe('default');
  });

  it('ignores customization values the config does not know', () => {
    const choice = selectVariant({
      query: query(),
      customization: { registrationLayout: 'no-such-layout', welcomeVoucher: '99' },
    });
    expect(choice.registrationLayout).toBe(variantsConfig.defaults.registrationLayout);
    expect(choice.welcomeVoucher).toBe(variantsConfig.defaults.welcomeVoucher);
  });

  describe('a rule and the code both set a dimension: its precedence decides', () => {
    // Two values of each dimension the config knows: one a rule sets, one the code's customization sets.
    const two = {
      copyVariant: Object.keys(variantsConfig.copyVariants).slice(0, 2),
      welcomeVoucher: Object.keys(variantsConfig.welcomeVouchers).slice(0, 2),
      registrationLayout: variantsConfig.registrationLayouts.slice(0, 2),
      registrationFlow: variantsConfig.registrationFlows.slice(0, 2),
      theme: ['main', 'dark'],
    } satisfies Record<keyof typeof variantsConfig.precedence, string[]>;
    for (const [dimension, [byRule, byCode]] of Object.entries(two) as [keyof typeof two, string[]][]) {
      for (const side of ['config', 'backend'] as const) {
        it(`${dimension}: ${side} wins`, () => {
          const config = {
            ...variantsConfig,
            precedence: { ...variantsConfig.precedence, [dimension]: side },
            rules: [{ when: { query: { campaign: 'x' } }, set: { [dimension]: byRule } }],
          };
          const visit = { query: query('campaign=x'), inviterName: 'Anna', customization: { [dimension]: byCode } };
          expect(selectVariant(visit, config)[dimension]).toBe(side === 'config' ? byRule : byCode);
          // Without a matching rule the code's customization beats the defaults either way.
          expect(selectVariant({ ...visit, query: query() }, config)[dimension]).toBe(byCode);
        });
      }
    }
  });

  it('falls back to the default copy when the variant needs an inviter name and there is none', () => {
    expect(selectVariant({ query: query(), customization: { copyVariant: 'viral' } }).copyVariant).toBe('default');
  });

  // Parity, not a list: a marketer who adds a copy variant or a welcome voucher with its texts passes unchanged.
  it('has a copy variant for each copy variant the contract names', () => {
    for (const name of contractNames('copyVariant')) expect(Object.keys(variantsConfig.copyVariants)).toContain(name);
  });

  it('has a welcome voucher for each voucher the contract names', () => {
    for (const name of contractNames('welcomeVoucher'))
      expect(Object.keys(variantsConfig.welcomeVouchers)).toContain(name);
  });

  it('knows each layout and flow the contract names', () => {
    for (const name of contractNames('registrationLayout')) expect(variantsConfig.registrationLayouts).toContain(name);
    for (const name of contractNames('registrationFlow')) expect(variantsConfig.registrationFlows).toContain(name);
  });

  it('has the texts of each copy variant and voucher in every language, and no copy or voucher texts beside them', () => {
    const copyKeys = Object.values(variantsConfig.copyVariants).flatMap((copy) => [copy.headline, copy.subline]);
    const voucherKeys = Object.values(variantsConfig.welcomeVouchers).map((voucher) => voucher.text);
    for (const lang of languages) {
      const texts = translations(lang);
      for (const key of [...copyKeys, ...voucherKeys]) {
        expect(typeof textAt(texts, key), `${key} in ${lang}`).toBe('string');
      }
      for (const key of leafKeys(textAt(texts, 'registration.copy'), 'registration.copy')) {
        expect(copyKeys, `${key} in ${lang} belongs to no copy variant`).toContain(key);
      }
      for (const key of leafKeys(textAt(texts, 'registration.voucher'), 'registration.voucher')) {
        expect(voucherKeys, `${key} in ${lang} belongs to no welcome voucher`).toContain(key);
      }
    }
  });

  it('lets the code customization choose every copy variant and welcome voucher of config', () => {
    for (const [name, copy] of Object.entries(variantsConfig.copyVariants)) {
      const inviterName = copy.needsInviter ? 'Anna' : undefined;
      const choice = selectVariant({ query: query(), customization: { copyVariant: name }, inviterName });
      expect(choice.copyVariant).toBe(name);
    }
    for (const name of Object.keys(variantsConfig.welcomeVouchers)) {
      expect(selectVariant({ query: query(), customization: { welcomeVoucher: name } }).welcomeVoucher).toBe(name);
    }
  });
});
