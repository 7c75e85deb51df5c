import { languages } from '../../src/shared/languages.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { VariantsConfig } from '../../src/config/__generated__/variants.ts';
import { openDimensions, possibleChoices } from '../../src/variants/possibleChoices.ts';
import { selectVariant } from '../../src/variants/selectVariant.ts';
import { variantsConfig } from '../../src/config/variantsConfig.ts';

const query = (q = '') => new URLSearchParams(q);

type Texts = { [key: string]: string | Texts };
const translations = (lang: string): Texts => JSON.parse(readFileSync(`locales/${lang}/translation.json`, 'utf8'));
const textAt = (texts: Texts, key: string): string | Texts | undefined =>
  key
    .split('.')
    .reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
const leafKeys = (node: string | Texts | undefined, prefix: string): string[] =>
  typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => leafKeys(v, `${prefix}.${k}`)) : [prefix];

/**
 * A variants config of the test's own: the selection's rules are tested on it, so a marketer's edit of
 * config/variants.json changes no expectation here (the real file is checked for parity below).
 */
const fixture: VariantsConfig = {
  copyVariants: {
    plain: { headline: 'h.plain', subline: 's.plain' },
    named: { headline: 'h.named', subline: 's.named', needsInviter: true },
    campaign: { headline: 'h.campaign', subline: 's.campaign' },
    partner: { headline: 'h.partner', subline: 's.partner' },
    short: { headline: 'h.short', subline: 's.short' },
  },
  welcomeVouchers: { a: { text: 'v.a', percent: 10 }, b: { text: 'v.b', percent: 15 } },
  registrationLayouts: ['wide', 'narrow'],
  registrationFlows: ['default', 'short', 'popup'],
  defaults: {
    copyVariant: 'plain',
    welcomeVoucher: 'a',
    registrationLayout: 'wide',
    registrationFlow: 'default',
    theme: 'main',
    finishedIn: 'page',
  },
  precedence: {
    copyVariant: 'config',
    welcomeVoucher: 'backend',
    registrationLayout: 'config',
    registrationFlow: 'config',
    theme: 'config',
  },
  rules: [
    { when: { query: { flow: 'short' } }, set: { registrationFlow: 'short' } },
    { when: { flow: 'short' }, set: { copyVariant: 'short' } },
    { when: { flow: 'popup' }, set: { finishedIn: 'popup' } },
    { when: { slugPattern: '^PARTNER-' }, set: { copyVariant: 'partner' } },
    { when: { query: { utm_source: 'campaign' } }, set: { copyVariant: 'campaign' } },
  ],
} as VariantsConfig;
const select = (context: Parameters<typeof selectVariant>[0], config = fixture) => selectVariant(context, config);

describe('variant selection', () => {
  it('starts from the defaults', () => {
    expect(select({ query: query() })).toEqual(fixture.defaults);
  });

  it('applies matching rules in order: a flow chosen by one rule triggers the next', () => {
    expect(select({ query: query('flow=short') })).toMatchObject({ registrationFlow: 'short', copyVariant: 'short' });
  });

  it('applies flow rules to the flow the code customization chose', () => {
    expect(select({ query: query(), customization: { registrationFlow: 'short' } })).toMatchObject({
      registrationFlow: 'short',
      copyVariant: 'short',
    });
    expect(select({ query: query(), customization: { registrationFlow: 'popup' } }).finishedIn).toBe('popup');
  });

  it('finishes on its own page unless a rule says popup', () => {
    expect(select({ query: query() }).finishedIn).toBe('page');
  });

  it('matches slug rules', () => {
    expect(select({ slug: 'PARTNER-2026', query: query() }).copyVariant).toBe('partner');
    expect(select({ slug: 'MOCK-VALID', query: query() }).copyVariant).toBe('plain');
  });

  it('matches query rules', () => {
    expect(select({ query: query('utm_source=campaign') }).copyVariant).toBe('campaign');
    expect(select({ query: query('utm_source=mail') }).copyVariant).toBe('plain');
  });

  it('ignores customization values the config does not know', () => {
    const choice = select({
      query: query(),
      customization: { registrationLayout: 'no-such-layout', welcomeVoucher: '99' },
    });
    expect(choice).toMatchObject({ registrationLayout: 'wide', welcomeVoucher: 'a' });
  });

  describe('a rule and the code both set a dimension: its precedence decides', () => {
    // Two values of each dimension the config knows: one a rule sets, one the code's customization sets.
    const two = {
      copyVariant: ['campaign', 'partner'],
      welcomeVoucher: ['a', 'b'],
      registrationLayout: ['wide', 'narrow'],
      registrationFlow: ['short', 'popup'],
      theme: ['main', 'dark'],
    } satisfies Record<keyof VariantsConfig['precedence'], string[]>;
    for (const [dimension, [byRule, byCode]] of Object.entries(two) as [keyof typeof two, string[]][]) {
      for (const side of ['config', 'backend'] as const) {
        it(`${dimension}: ${side} wins`, () => {
          const config = {
            ...fixture,
            precedence: { ...fixture.precedence, [dimension]: side },
            rules: [{ when: { query: { campaign: 'x' } }, set: { [dimension]: byRule } }],
          };
          const visit = { query: query('campaign=x'), inviterName: 'Anna', customization: { [dimension]: byCode } };
          expect(select(visit, config)[dimension]).toBe(side === 'config' ? byRule : byCode);
          // Without a matching rule the code's customization beats the defaults either way.
          expect(select({ ...visit, query: query() }, config)[dimension]).toBe(byCode);
        });
      }
    }
  });

  describe('an experiment between a rule and the code: config rules, experiments, customization, unless "backend"', () => {
    for (const side of ['config', 'backend'] as const) {
      it(`precedence ${side}`, () => {
        const config = {
          ...fixture,
          precedence: { ...fixture.precedence, copyVariant: side },
          rules: [{ when: { query: { campaign: 'x' } }, set: { copyVariant: 'campaign' } }],
        };
        const experiments = { copyVariant: 'short' };
        const code = { copyVariant: 'partner' };
        const copy = (q: string, customization?: object) =>
          select({ query: query(q), experiments, customization }, config).copyVariant;
        expect(copy('campaign=x', code)).toBe(side === 'config' ? 'campaign' : 'partner');
        expect(copy('', code)).toBe(side === 'config' ? 'short' : 'partner');
        expect(copy('campaign=x')).toBe('campaign');
        expect(copy('')).toBe('short'); // the experiment beats the defaults either way
      });
    }
  });

  it('knows which dimensions an experiment can still change, and every choice it can lead to', () => {
    const candidates = { copyVariant: ['plain', 'campaign'], welcomeVoucher: ['a', 'b'], registrationFlow: ['short'] };
    const visit = { query: query(), customization: { welcomeVoucher: 'a', copyVariant: 'partner' } };
    // The code's voucher wins (backend); the copy and the flow are open.
    const open = openDimensions(visit, candidates, fixture);
    expect(open.sort()).toEqual(['copyVariant', 'registrationFlow']);
    const copies = possibleChoices(visit, candidates, open, fixture).map((c) => c.copyVariant);
    // No arm (the code's), either copy arm, and the short flow's own copy (a rule on the flow).
    expect(new Set(copies)).toEqual(new Set(['partner', 'plain', 'campaign', 'short']));
    // A slug rule fixes the copy: no experiment on it can change the page, so none is evaluated.
    expect(openDimensions({ ...visit, slug: 'PARTNER-1' }, { copyVariant: ['plain'] }, fixture)).toEqual([]);
  });

  it('falls back to the default copy when the variant needs an inviter name and there is none', () => {
    expect(select({ query: query(), customization: { copyVariant: 'named' } }).copyVariant).toBe('plain');
    expect(select({ query: query(), customization: { copyVariant: 'named' }, inviterName: 'Anna' }).copyVariant).toBe(
      'named',
    );
  });
});

describe('the real config/variants.json', () => {
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
