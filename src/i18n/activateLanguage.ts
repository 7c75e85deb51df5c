// Makes a route's language current before its screen renders: the route prefix's language, or the default
// language on an unprefixed path (visitors of another language were sent to its prefix: languageRedirect.ts).
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../shared/languages.ts';
import { i18n, i18nReady } from './i18n.ts';
import { loadScreenTexts } from './screenTexts.ts';

/** The language of a route prefix: itself, or the default language for none. */
export const routeLanguage = (routePrefix: string | undefined): Language =>
  isLanguage(routePrefix) ? routePrefix : DEFAULT_LANGUAGE;

/**
 * `screen`: the screen the route shows, whose own texts load before the switch. Switching re-renders the page shown
 * (the in-app language switch keeps it), which must then find its texts in the new language, not show their keys.
 */
export async function activateLanguage(routePrefix: string | undefined, screen?: string): Promise<string> {
  await i18nReady;
  const lang = routeLanguage(routePrefix);
  if (screen !== undefined) await loadScreenTexts(lang, screen);
  if (i18n.resolvedLanguage !== lang) await i18n.changeLanguage(lang);
  return i18n.resolvedLanguage ?? lang; // a later navigation may have won the race
}
