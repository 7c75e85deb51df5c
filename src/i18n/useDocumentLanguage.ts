import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberChosenLanguage, writeLangCookie } from './languageCookies.ts';

/** The shown language on <html lang> and in the cookies (spec §9); a prefixed path is remembered as a choice. */
export function useDocumentLanguage(routePrefix: string | undefined) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  useEffect(() => {
    if (!lang) return;
    document.documentElement.lang = lang;
    writeLangCookie(lang);
    if (routePrefix) rememberChosenLanguage(lang);
  }, [lang, routePrefix]);
}
