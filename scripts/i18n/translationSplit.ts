// How the build cuts each locales/<lang>/translation.json (the file stays as marketers write it): a core bundle
// with every text but the screens' own, one bundle per screen with its own texts (screenTextOwners.ts), and one per
// namespace that loads with its code (src/config/blockTexts.ts namespacesLoadedWithCode).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isRecord, type Json } from '../config-check/json.ts';
import { readConfigTree } from '../config-check/tree.ts';
import { namespacesLoadedWithCode } from '../../src/config/blockTexts.ts';
import { screensWithOwnTexts } from './screenTextOwners.ts';

export interface TranslationSplit {
  /** The languages with a translation file. */
  languages: string[];
  /** The screens whose texts load with them, and the namespaces that load with their code (each a part's name). */
  ownScreens: string[];
}

/** The part of a translation file a bundle holds: 'core', or a screen's own texts. */
export type TextsPart = 'core' | { screen: string };

/**
 * The id the app imports a bundle by: virtual:translations/<lang> (its core texts, and what loads each screen's
 * own), virtual:translations/<lang>/<screen>.
 */
export const textsModuleId = (lang: string, part: TextsPart) =>
  `virtual:translations/${lang}${part === 'core' ? '' : `/${part.screen}`}`;

/** The language and part a module id names (with or without the \0 of a resolved id), or undefined for another id. */
export function parseTextsModuleId(id: string): { lang: string; part: TextsPart } | undefined {
  const match = /^\0?virtual:translations\/([^/]+)(?:\/([^/]+))?$/.exec(id);
  if (!match) return undefined;
  return { lang: match[1]!, part: match[2] === undefined ? 'core' : { screen: match[2] } };
}

const loadedWithCode = (name: string) => (namespacesLoadedWithCode as readonly string[]).includes(name);

/**
 * The part of a translation file's texts: core, without its screens' own texts and the namespaces loaded with their
 * code; one screen's own texts; or one such namespace.
 */
export function textsOf(texts: Json, part: TextsPart, ownScreens: readonly string[]): Json {
  if (!isRecord(texts)) return texts;
  if (part !== 'core' && loadedWithCode(part.screen)) return { [part.screen]: texts[part.screen] ?? {} };
  const screens = isRecord(texts.screens) ? texts.screens : {};
  if (part !== 'core') return { screens: { [part.screen]: screens[part.screen] ?? {} } };
  const coreScreens = Object.fromEntries(Object.entries(screens).filter(([name]) => !ownScreens.includes(name)));
  const core = Object.fromEntries(Object.entries(texts).filter(([name]) => !loadedWithCode(name)));
  return { ...core, screens: coreScreens };
}

/** Keys the app's code names (a quoted 'screens.<name>…'): they may show on any page. */
async function keysInCode(root: string): Promise<string[]> {
  const entries = await readdir(path.join(root, 'src'), { withFileTypes: true, recursive: true });
  const sources = entries.filter((e) => e.isFile() && /\.tsx?$/.test(e.name));
  const texts = await Promise.all(sources.map((e) => readFile(path.join(e.parentPath, e.name), 'utf8')));
  return texts.flatMap((text) => [...text.matchAll(/['"`](screens\.[\w.-]+)/g)].map((m) => m[1]!));
}

/** Keys a locale text nests ($t(key)): they show wherever that text shows. */
const nestedKeys = (texts: Json): string[] =>
  typeof texts === 'string'
    ? [...texts.matchAll(/\$t\(\s*([\w.-]+)/g)].map((m) => m[1]!)
    : isRecord(texts)
      ? Object.values(texts).flatMap(nestedKeys)
      : [];

/** The split, from config/, locales/ and src/ under `root`. */
export async function readTranslationSplit(root: string): Promise<TranslationSplit> {
  const tree = await readConfigTree(root);
  const locales = Object.values(tree.locales);
  const subtrees = [
    ...new Set(
      locales.flatMap((texts) => (isRecord(texts) && isRecord(texts.screens) ? Object.keys(texts.screens) : [])),
    ),
  ];
  const everywhere = [...(await keysInCode(root)), ...locales.flatMap(nestedKeys)];
  return {
    languages: Object.keys(tree.locales).sort(),
    ownScreens: [...screensWithOwnTexts(tree.config, subtrees, everywhere), ...namespacesLoadedWithCode],
  };
}
