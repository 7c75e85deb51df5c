// What a screen should say, read from config and locales the way the app reads them.
import { readFileSync } from 'node:fs';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

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

/** The translated text of a screen's level-1 heading. */
export function screenTitle(screen: string, lang: string): string {
  const heading = json(`config/screens/${screen}.json`).blocks.find(
    (b: { type: string; level?: number }) => b.type === 'heading' && b.level === 1,
  );
  return translate(lang, heading.text);
}
