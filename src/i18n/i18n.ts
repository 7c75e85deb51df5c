// One i18next instance; each language's translations are fetched only when that language is needed.
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languages } from '../config/appConfig.ts';

const translations = import.meta.glob('../../locales/*/translation.json', { import: 'default' });

export const i18n = i18next.createInstance();

export const i18nReady = i18n
  .use(resourcesToBackend((lang: string) => translations[`../../locales/${lang}/translation.json`]!()))
  .use(initReactI18next)
  .init({
    supportedLngs: [...languages],
    // Every key exists in every language (check:config), so no fallback language is downloaded.
    fallbackLng: false,
    load: 'languageOnly',
    partialBundledLanguages: true,
    initAsync: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
