// A route's two loaders load its language at once: the language branch's (the screen's texts, then the switch) and
// the screen's (its own texts). However they interleave, and however slow the core texts are, the language ends up
// with its core and the screen's texts, never one without the other (i18next skips loading a language that already
// has a bundle, and resolves a second loadLanguages at once while the first is under way).
import { languages } from '../../src/shared/languages.ts';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../src/i18n/activateLanguage.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { loadScreenTexts } from '../../src/i18n/screenTexts.ts';

// Every language: a core with a brand name and a screen 'own' with texts of its own; the core arrives late.
vi.mock('virtual:translations', async () => {
  const { languages: all } = await import('../../src/shared/languages.ts');
  const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 20));
  const language = (lang: string) => ({
    default: { brand: { name: `brand ${lang}` }, screens: { shared: { title: `shared ${lang}` } } },
    screenTexts: { own: async () => ({ default: { screens: { own: { title: `own ${lang}` } } } }) },
  });
  return { languageTexts: Object.fromEntries(all.map((lang) => [lang, () => later(language(lang))])) };
});

describe("a screen's own texts and its language's core", () => {
  it('are both there after the loaders ran side by side, in either order, in every language', async () => {
    // The page shown re-renders when the language changes (the in-app switch): its texts must be there by then.
    const atSwitch: string[] = [];
    i18n.on('languageChanged', (lng) => atSwitch.push(i18n.t('screens.own.title', { lng })));
    for (const [i, lang] of languages.entries()) {
      const loaders = [() => activateLanguage(lang, 'own'), () => loadScreenTexts(lang, 'own')];
      await Promise.all((i % 2 ? loaders : loaders.reverse()).map((load) => load()));
      expect(i18n.t('screens.own.title'), lang).toBe(`own ${lang}`);
      expect(i18n.t('screens.shared.title'), lang).toBe(`shared ${lang}`);
      expect(i18n.t('brand.name'), lang).toBe(`brand ${lang}`);
    }
    expect(atSwitch).toEqual(languages.map((lang) => `own ${lang}`));
  });

  it('a screen whose texts are all in core adds nothing', async () => {
    const lang = languages[0]!;
    await activateLanguage(lang);
    const before = JSON.stringify(i18n.getResourceBundle(lang, 'translation'));
    await loadScreenTexts(lang, 'shared');
    expect(JSON.stringify(i18n.getResourceBundle(lang, 'translation'))).toBe(before);
  });
});
