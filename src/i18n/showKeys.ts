// A development aid for marketers: with `npm start`, any page opened with ?i18nKeys shows the i18n key of each text
// in place of the text, to find it in locales/<lang>/translation.json. A post-processor rather than i18next's
// 'cimode' language: the page keeps its language (routes, number formats, <html lang>), only the words become keys.
import type { PostProcessorModule } from 'i18next';

export const SHOW_KEYS_PARAM = 'i18nKeys';

export const showKeys: PostProcessorModule = {
  type: 'postProcessor',
  name: 'showKeys',
  process: (_text, key) => (Array.isArray(key) ? key.join(' | ') : key),
};

/** Keys are case-sensitive: the styles that capitalize buttons and small headings would misspell them. */
export const KEYS_AS_WRITTEN = '* { text-transform: none !important; }';

/** Whether the page's address asks for keys (?i18nKeys); read once at start-up, never while rendering. */
export const keysAsked = (search: string) => new URLSearchParams(search).has(SHOW_KEYS_PARAM);
