// What a screen should say, read from config and locales the way the app reads them.
import { readFileSync } from 'node:fs';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

export function translate(lang: string, key: string): string {
  const value = key.split('.').reduce((node, part) => node?.[part], json(`locales/${lang}/translation.json`));
  if (typeof value !== 'string') throw new Error(`no text for ${key} in ${lang}`);
  return value;
}

/** A translated text as it reads on screen: without the <tags> that mark its links. */
export const plainText = (lang: string, key: string): string => translate(lang, key).replace(/<\/?\w+>/g, '');

/** The translated text of a screen's level-1 heading. */
export function screenTitle(screen: string, lang: string): string {
  const heading = json(`config/screens/${screen}.json`).blocks.find(
    (b: { type: string; level?: number }) => b.type === 'heading' && b.level === 1,
  );
  return translate(lang, heading.text);
}
