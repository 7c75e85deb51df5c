// What a screen should say, read from config and locales the way the app reads them.
import { DEFAULT_LANGUAGE, isLanguage } from '../src/shared/languages.ts';
import { readFileSync } from 'node:fs';
import { appConfig } from '../src/config/appConfig.ts';
import { allBlocks } from '../src/config/blockTree.ts';
import { localizedPath } from '../src/navigation/routeTable.ts';
import type { ScreenConfig } from '../src/config/types.ts';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * A page's path in a language, as the app links it: unprefixed in the default language, e.g. ('de', 'stores') →
 * '/acquisition/de/stores', ('en', 'stores') → '/acquisition/stores'. `path` is app-relative, without a leading '/'.
 */
export function appPath(lang: string, path: string): string {
  if (!isLanguage(lang)) throw new Error(`${lang} is not a language of config/app.json`);
  return appConfig.basePath + localizedPath(lang === DEFAULT_LANGUAGE ? undefined : lang, path);
}

/** A screen's config, config/screens/<screen>.json. */
export const screenConfig = (screen: string): ScreenConfig => json(`config/screens/${screen}.json`);

/** Screens for signed-in users only: they have a signedIn block. */
export const forSignedIn = (screen: string): boolean =>
  allBlocks(screenConfig(screen).blocks).some((block) => block.type === 'signedIn');

/** A text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function translate(lang: string, key: string): string {
  const value = key.split('.').reduce((node, part) => node?.[part], json(`locales/${lang}/translation.json`));
  if (typeof value !== 'string') throw new Error(`no text for ${key} in ${lang}`);
  return value;
}

/** A text with its {{variables}} filled in as i18next does it (`, number`: in the language's number format). */
export function translateWith(lang: string, key: string, values: Record<string, string | number>): string {
  return translate(lang, key).replace(/{{\s*(\w+)\s*(?:,\s*(\w+)\s*)?}}/g, (_, name: string, format?: string) =>
    format === 'number' ? new Intl.NumberFormat(lang).format(Number(values[name])) : String(values[name]),
  );
}

/** A translated text as it reads on screen: without the <tags> that mark its links. */
export const plainText = (lang: string, key: string): string => translate(lang, key).replace(/<\/?\w+>/g, '');

const levelOneHeadings = (screen: string, lang: string): string[] =>
  allBlocks(screenConfig(screen).blocks).flatMap((b) =>
    b.type === 'heading' && b.level === 1 ? [translate(lang, b.text)] : [],
  );

/** The translated text of a screen's (first) level-1 heading. */
export function screenTitle(screen: string, lang: string): string {
  const [title] = levelOneHeadings(screen, lang);
  if (title === undefined) throw new Error(`config/screens/${screen}.json has no level-1 heading`);
  return title;
}

/** Any of a screen's level-1 headings (a screen with states, like account activation, has one per state). */
export const anyScreenTitle = (screen: string, lang: string): RegExp =>
  new RegExp(`^(${levelOneHeadings(screen, lang).map(escapeRegExp).join('|')})$`);
