// The app's i18next in jsdom, as a page at an address starts it (it reads the address once, at start-up: the module is
// loaded anew for each address), and the English texts as locales/en/translation.json writes them.
import { readFileSync } from 'node:fs';
import { vi } from 'vitest';

const english = JSON.parse(readFileSync('locales/en/translation.json', 'utf8'));

/** The English text of a key, as written (placeholders unfilled). */
export const englishText = (key: string): string => key.split('.').reduce((node, part) => node[part], english);

/** The app's i18next, started on a page with this address, in English. */
export async function i18nOn(address: string) {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  const { i18n, i18nReady } = await import('../../src/i18n/i18n.ts');
  await i18nReady;
  await i18n.changeLanguage('en');
  return i18n;
}
