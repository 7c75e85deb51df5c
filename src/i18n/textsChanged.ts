// In development, a language's texts edited (the gallery, an editor) reach the open page in place: the texts module
// Vite updates announces them (scripts/vite/translationsPlugin.ts), and i18next takes them, which re-renders what
// shows them (react-i18next's store binding, in development only).
import type { i18n as I18n } from 'i18next';

export const TEXTS_CHANGED = 'acquisition:texts-changed';

export function takeChangedTexts(i18n: I18n) {
  window.addEventListener(TEXTS_CHANGED, (event) => {
    const { lang, texts } = (event as CustomEvent<{ lang: string; texts: object }>).detail;
    i18n.addResourceBundle(lang, 'translation', texts, true, true);
  });
}
