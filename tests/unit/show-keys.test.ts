// @vitest-environment jsdom
// The development aid for marketers: a page opened with ?i18nKeys shows each text's key, so a sentence seen on screen
// can be found in locales/<lang>/translation.json. Without the parameter the page shows the words.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { englishText, i18nOn } from '../support/appI18n.ts';

// A plain text and one with a variable (the voucher's minimum order value), as config/variants.json names them.
const variants = JSON.parse(readFileSync('config/variants.json', 'utf8'));
const headlineKey: string = variants.copyVariants[variants.defaults.copyVariant].headline;
const voucherKey: string = Object.values<{ text: string; minimumOrderValue?: unknown }>(variants.welcomeVouchers).find(
  (voucher) => voucher.minimumOrderValue,
)!.text;

afterEach(() => document.head.replaceChildren());

describe('?i18nKeys in development', () => {
  it('shows the key of each text, variables or not, written as in the locale file', async () => {
    expect(import.meta.env.DEV).toBe(true);
    const i18n = await i18nOn('/acquisition/MOCK-SOCIAL?utm_source=social&i18nKeys');
    expect(i18n.t(headlineKey)).toBe(headlineKey);
    expect(i18n.t(voucherKey, { minimumOrderValue: '€50' })).toBe(voucherKey);
    expect(i18n.language).toBe('en'); // the page keeps its language
    expect(document.head.querySelector('style')?.textContent).toContain('text-transform: none');
  });

  it('leaves the words alone without the parameter', async () => {
    const i18n = await i18nOn('/acquisition/MOCK-SOCIAL?utm_source=social');
    expect(i18n.t(headlineKey)).toBe(englishText(headlineKey));
    expect(document.head.querySelector('style')).toBeNull();
  });
});
