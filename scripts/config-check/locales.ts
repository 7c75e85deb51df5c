// Every language must have the same keys, with the same interpolation variables, as every other.
import type { ConfigProblem } from './problem.ts';
import type { Json } from './json.ts';
import { pointer } from '../../src/shared/jsonPointer.ts';

const variablePattern = /{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g;

/** Flattens nested translations to 'a.b.c' → text. */
export function flattenKeys(tree: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree && typeof tree === 'object') {
    for (const [k, v] of Object.entries(tree)) {
      for (const [key, text] of flattenKeys(v, prefix ? `${prefix}.${k}` : k)) out.set(key, text);
    }
  }
  return out;
}

/** The {{variables}} a text uses (i18next's syntax, with or without a format). */
export const variablesIn = (text: string): string[] => [...text.matchAll(variablePattern)].map((m) => m[1]!);

const variablesOf = (text: string) => [...new Set(variablesIn(text))].sort().join(', ');

export const localeFile = (lang: string) => `locales/${lang}/translation.json`;
const pointerOf = (key: string) => pointer(...key.split('.'));

export function checkLocales(locales: Record<string, Json>, languages: readonly string[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const lang of languages) {
    if (!(lang in locales))
      problems.push({
        file: localeFile(lang),
        pointer: '',
        message: `language "${lang}" is listed in config/app.json but has no translation file.`,
      });
  }
  for (const lang of Object.keys(locales)) {
    if (!languages.includes(lang))
      problems.push({
        file: localeFile(lang),
        pointer: '',
        message: `language "${lang}" is not listed in config/app.json.`,
      });
  }
  // In the order of config/app.json, so the default language is the reference for variables.
  const ordered = [
    ...languages.filter((l) => l in locales),
    ...Object.keys(locales).filter((l) => !languages.includes(l)),
  ];
  const flat = Object.fromEntries(ordered.map((lang) => [lang, flattenKeys(locales[lang])]));
  const allKeys = new Set(Object.values(flat).flatMap((keys) => [...keys.keys()]));
  for (const key of [...allKeys].sort()) {
    const having = Object.keys(flat).filter((lang) => flat[lang]!.has(key));
    for (const lang of Object.keys(flat)) {
      const text = flat[lang]!.get(key);
      if (text === undefined) {
        problems.push({
          file: localeFile(lang),
          pointer: pointerOf(key),
          message: `key "${key}" is missing here but exists in ${having.join(', ')}.`,
        });
        continue;
      }
      const reference = having[0]!;
      const expected = variablesOf(flat[reference]!.get(key)!);
      if (variablesOf(text) !== expected) {
        problems.push({
          file: localeFile(lang),
          pointer: pointerOf(key),
          message: `key "${key}" uses the variables [${variablesOf(text)}] but ${reference} uses [${expected}].`,
        });
      }
    }
  }
  return problems;
}
