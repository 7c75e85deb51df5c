import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberChosenLanguage, writeLangCookie } from './languageCookies.ts';

/**
 * The shown language on <html lang> and in the cookies (spec §9); a prefixed path is remembered as a choice. Only
 * once the shown language is the prefix's: on the way from /sv/… to an unprefixed page the language turns English
 * before the location does, and that moment is no choice of English.
 */
export function useDocumentLanguage(routePrefix: string | undefined) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  useEffect(() => {
    if (!lang) return;
    document.documentElement.lang = lang;
    writeLangCookie(lang);
    if (routePrefix === lang) rememberChosenLanguage(lang);
  }, [lang, routePrefix]);
}
