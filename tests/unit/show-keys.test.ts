// @vitest-environment jsdom
// The development aid for marketers: a page opened with ?i18nKeys shows each text's key, so a sentence seen on screen
// can be found in locales/<lang>/translation.json. Without the parameter the page shows the words.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

const english = JSON.parse(readFileSync('locales/en/translation.json', 'utf8'));
// A plain text and one with a variable (the voucher's minimum order value), as config/variants.json names them.
const variants = JSON.parse(readFileSync('config/variants.json', 'utf8'));
const headlineKey: string = variants.copyVariants[variants.defaults.copyVariant].headline;
const voucherKey: string = Object.values<{ text: string; minimumOrderValue?: unknown }>(variants.welcomeVouchers).find(
  (voucher) => voucher.minimumOrderValue,
)!.text;
const lookUp = (key: string) => key.split('.').reduce((node, part) => node[part], english);

/** The app's i18next, started on a page with this address (it reads the address once, at start-up). */
async function i18nOn(address: string) {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  const { i18n, i18nReady } = await import('../../src/i18n/i18n.ts');
  await i18nReady;
  await i18n.changeLanguage('en');
  return i18n;
}

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
    expect(i18n.t(headlineKey)).toBe(lookUp(headlineKey));
    expect(document.head.querySelector('style')).toBeNull();
  });
});
