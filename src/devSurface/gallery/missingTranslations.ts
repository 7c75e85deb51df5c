// Which of an entry's texts a language lacks, from the config check's key checks (its problems on
// locales/<lang>/translation.json name the missing key by its JSON pointer).
import type { ConfigProblemView, GalleryEntry } from '../entries/dimensions.ts';

const MISSING = /is missing here/;

/** language → the keys missing in it. */
export function missingKeysByLanguage(problems: ConfigProblemView[]): Map<string, string[]> {
  const byLanguage = new Map<string, string[]>();
  for (const p of problems) {
    const lang = /^locales\/([^/]+)\/translation\.json$/.exec(p.file)?.[1];
    if (!lang || !MISSING.test(p.message)) continue;
    const key = p.pointer.slice(1).split('/').join('.');
    byLanguage.set(lang, [...(byLanguage.get(lang) ?? []), key]);
  }
  return byLanguage;
}

export const missingIn = (entry: GalleryEntry, missing: Map<string, string[]>): string[] =>
  (missing.get(entry.language) ?? []).filter((key) =>
    entry.keys.some((shown) => key === shown || key.startsWith(`${shown}.`)),
  );
