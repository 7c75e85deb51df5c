// One i18next instance; each language's translations are fetched only when that language is needed: its core
// bundle here, a screen's own texts with the screen (screenTexts.ts).
import { languages } from '../shared/languages.ts';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languageTexts } from 'virtual:translations';
import { MARKER, markKeys, marksAsked } from './markKeys.ts';
import { KEYS_AS_WRITTEN, keysAsked, showKeys } from './showKeys.ts';
import { takeChangedTexts } from './textsChanged.ts';

export const i18n = i18next.createInstance();

// ?i18nKeys shows keys instead of texts, in development only: the production build drops this (DEV is false there),
// and prerendering has no window. Read at start-up, before the first text is translated.
const showingKeys = import.meta.env.DEV && typeof window !== 'undefined' && keysAsked(window.location.search);
if (showingKeys) {
  i18n.use(showKeys);
  document.head.append(Object.assign(document.createElement('style'), { textContent: KEYS_AS_WRITTEN }));
}

// ?i18nMarks marks each text with its key for the gallery's edit mode (markKeys.ts), in development only as well. The
// texts wait for the marker, so none is translated unmarked; the production build holds neither the marker nor the wait.
const markingKeys = import.meta.env.DEV && typeof window !== 'undefined' && marksAsked(window.location.search);
const marker = markingKeys && markKeys(i18n);

export const i18nReady = i18n
  .use(
    resourcesToBackend(async (lang: string) => {
      if (import.meta.env.DEV && marker) await marker; // DEV first: the build drops the line (and the marker with it)
      return (await languageTexts[lang]!()).default;
    }),
  )
  .use(initReactI18next)
  .init({
    supportedLngs: [...languages],
    // Every key exists in every language (check:config), so no fallback language is downloaded.
    fallbackLng: false,
    load: 'languageOnly',
    partialBundledLanguages: true,
    initAsync: true,
    interpolation: { escapeValue: false },
    // In development, texts edited while the page is open re-render it (textsChanged.ts).
    react: { useSuspense: false, ...(import.meta.hot ? { bindI18nStore: 'added' } : {}) },
    postProcess: showingKeys ? [showKeys.name] : markingKeys ? [MARKER] : false,
  });

if (import.meta.hot) takeChangedTexts(i18n);
