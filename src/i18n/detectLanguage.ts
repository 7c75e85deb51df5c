// Language order (spec §2): the route prefix, then the i18n_redirected cookie, then the browser's languages.
import LanguageDetector from 'i18next-browser-languagedetector';
import { appConfig, isLanguage } from '../config/appConfig.ts';
import { i18n } from './i18n.ts';
import { LOCALE_COOKIE } from './languageCookies.ts';

let detector: LanguageDetector | undefined;

export function detectLanguage(routePrefix: string | undefined): string {
  if (isLanguage(routePrefix)) return routePrefix;
  // With i18next's services the detector lists every candidate; i18next then picks the first supported one.
  detector ??= new LanguageDetector(i18n.services, {
    order: ['cookie', 'navigator'],
    lookupCookie: LOCALE_COOKIE,
    caches: [],
  });
  const candidates = [detector.detect() ?? []].flat();
  const { languageUtils } = i18n.services;
  const best = languageUtils.getBestMatchFromCodes(candidates);
  return best ? languageUtils.getLanguagePartFromCode(best) : appConfig.defaultLanguage;
}
