// The gallery's "edit texts" mode: in development, a page opened with ?i18nMarks carries the key of each text in
// invisible characters around it (i18next-subliminal), which the gallery reads in its preview frames to know which
// text a marketer picked. The words show as they are; only the dev surface asks for it (src/devSurface/edit/).
import type { i18n as I18n } from 'i18next';

export const MARK_KEYS_PARAM = 'i18nMarks';

/** Whether the page's address asks for marks; read once at start-up, never while rendering. */
export const marksAsked = (search: string) => new URLSearchParams(search).has(MARK_KEYS_PARAM);

/** The marker's name, for i18next's postProcess option. */
export const MARKER = 'subliminal';

/** Loads the marker (its code is in no bundle of the app: only a development page that asks loads it). */
export async function markKeys(i18n: I18n): Promise<void> {
  const { PostProcessor } = await import('i18next-subliminal');
  i18n.use(PostProcessor);
}
