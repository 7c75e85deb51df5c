// @vitest-environment jsdom
// The language cookies the shown page writes (spec §9): a prefixed path is a choice, a moment between pages is not.
import { languages } from '../../src/shared/languages.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { appConfig } from '../../src/config/appConfig.ts';
import { i18n, i18nReady } from '../../src/i18n/i18n.ts';
import { LOCALE_COOKIE } from '../../src/i18n/languageCookies.ts';
import { useDocumentLanguage } from '../../src/i18n/useDocumentLanguage.ts';
import { renderHook } from '../support/renderHook.tsx';

const chosen = languages.find((l) => l !== appConfig.defaultLanguage)!;
const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

async function shown(lang: string, routePrefix: string | undefined) {
  await i18nReady;
  await i18n.changeLanguage(lang);
  const { unmount } = await renderHook(() => useDocumentLanguage(routePrefix));
  await unmount();
}

describe('useDocumentLanguage', () => {
  beforeEach(() => {
    for (const name of [LOCALE_COOKIE, 'lang']) document.cookie = `${name}=; max-age=0; path=/`;
  });

  it('remembers the language of a prefixed path as the choice, and writes lang', async () => {
    await shown(chosen, chosen);
    expect(cookie(LOCALE_COOKIE)).toBe(chosen);
    expect(cookie('lang')).toBe(chosen);
    expect(document.documentElement.lang).toBe(chosen);
  });

  it('leaves the choice alone on an unprefixed page', async () => {
    await shown(chosen, chosen);
    await shown(appConfig.defaultLanguage, undefined);
    expect(cookie(LOCALE_COOKIE)).toBe(chosen);
    expect(cookie('lang')).toBe(appConfig.defaultLanguage);
  });

  it('does not take the default language, shown before the location left the prefix, for a choice', async () => {
    await shown(chosen, chosen);
    await shown(appConfig.defaultLanguage, chosen); // the loader changed the language; the old location still renders
    expect(cookie(LOCALE_COOKIE)).toBe(chosen);
  });
});
