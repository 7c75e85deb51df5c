// Makes a route's language current before its screen renders: translations loaded, <html lang>, cookies.
import { detectLanguage } from './detectLanguage.ts';
import { i18n, i18nReady } from './i18n.ts';
import { rememberChosenLanguage, writeLangCookie } from './languageCookies.ts';

export async function activateLanguage(routePrefix: string | undefined): Promise<string> {
  await i18nReady;
  const lang = detectLanguage(routePrefix);
  if (i18n.resolvedLanguage !== lang) await i18n.changeLanguage(lang);
  if (i18n.resolvedLanguage !== lang) return i18n.resolvedLanguage ?? lang; // a later navigation won the race
  document.documentElement.lang = lang;
  writeLangCookie(lang);
  if (routePrefix) rememberChosenLanguage(lang);
  return lang;
}
