// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage } from '../../src/i18n/detectLanguage.ts';

const setBrowserLanguages = (langs: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(langs);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(langs[0] ?? '');
};
const setLocaleCookie = (lang: string) => (document.cookie = `i18n_redirected=${lang}; path=/`);

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'i18n_redirected=; path=/; max-age=0';
});

describe('language detection order', () => {
  it('takes the route prefix before cookie and browser', () => {
    setLocaleCookie('fr');
    setBrowserLanguages(['sv-SE']);
    expect(detectLanguage('it')).toBe('it');
  });

  it('takes the i18n_redirected cookie when the path has no prefix', () => {
    setLocaleCookie('fr');
    setBrowserLanguages(['sv-SE']);
    expect(detectLanguage(undefined)).toBe('fr');
  });

  it('takes the first supported browser language without prefix or cookie', () => {
    setBrowserLanguages(['ja-JP', 'nl-BE', 'de-DE']);
    expect(detectLanguage(undefined)).toBe('nl');
  });

  it('ignores an unsupported cookie and falls back to English last', () => {
    setLocaleCookie('xx');
    setBrowserLanguages(['ja-JP']);
    expect(detectLanguage(undefined)).toBe('en');
  });
});
