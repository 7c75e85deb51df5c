// A screen's own texts (scripts/i18n/screenTextOwners.ts says which) load with the screen, in the route's language.
import { languageTexts } from 'virtual:translations';
import { i18n, i18nReady } from './i18n.ts';

// i18next's loadLanguages resolves at once for a language it was asked for before, even while that load is still
// under way: each language's first request is kept and awaited.
const coreLoads = new Map<string, Promise<void>>();
const coreLoaded = (lang: string) => {
  if (!coreLoads.has(lang)) coreLoads.set(lang, i18n.loadLanguages(lang));
  return coreLoads.get(lang)!;
};

/** Adds the screen's own texts in `lang` to i18next; a screen whose texts are all in core has nothing to add. */
export async function loadScreenTexts(lang: string, screen: string): Promise<void> {
  const language = languageTexts[lang];
  if (!language) return;
  const load = (await language()).screenTexts[screen];
  if (!load) return;
  await i18nReady;
  // The language's core first: i18next loads no bundle for a language that has one already, so adding the screen's
  // texts before the core arrived would leave the core out. Loading here joins the language loader's request.
  const [{ default: texts }] = await Promise.all([load(), coreLoaded(lang)]);
  if (!i18n.hasResourceBundle(lang, 'translation')) throw new Error(`The translations of ${lang} did not load.`);
  i18n.addResourceBundle(lang, 'translation', texts, true, true);
}
