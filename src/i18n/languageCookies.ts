// The cookies that remember the visitor's language (spec §9).
import Cookies from 'js-cookie';
import { LANG_COOKIE } from '../platform/countryHints.ts';

export const LOCALE_COOKIE = 'i18n_redirected';

/** The visitor chose this language (a prefixed path or the footer): remembered for 365 days. */
export function rememberChosenLanguage(lang: string) {
  Cookies.set(LOCALE_COOKIE, lang, { expires: 365, path: '/', sameSite: 'Lax' });
}

/** The language the page is shown in, for the shop backend to read. */
export function writeLangCookie(lang: string) {
  Cookies.set(LANG_COOKIE, lang, { 'max-age': '2147483647', path: '/', sameSite: 'Lax' });
}
