// Rules of the copy that hold in every text: the messages a form shows (at a field, or above the form from
// config/outcomes.json) are sentences and end as one, in every language (read from config, so a new form or message
// is checked as written); Italian addresses the visitor one way.
import { flattenKeys } from '../../scripts/config-check/locales.ts';
import { languages } from '../../src/shared/languages.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
/** The string values under a property of this name, anywhere in a config object. */
const valuesOf = (node: unknown, property: string): string[] =>
  typeof node !== 'object' || node === null
    ? []
    : Object.entries(node).flatMap(([key, value]) =>
        key === property
          ? typeof value === 'string'
            ? [value]
            : (JSON.stringify(value)
                .match(/"[\w.-]+\.[\w.-]+"/g)
                ?.map((k) => k.slice(1, -1)) ?? [])
          : valuesOf(value, property),
      );

const forms = readdirSync('config/forms').filter((file) => file.endsWith('.json'));
const messageKeys = [
  ...new Set([
    ...forms.flatMap((file) => valuesOf(json(`config/forms/${file}`), 'messages')),
    ...valuesOf(json('config/outcomes.json'), 'message'),
  ]),
].sort();
const textOf = (texts: Texts, key: string) =>
  key.split('.').reduce<string | Texts | undefined>((node, part) => (node as Texts | undefined)?.[part], texts);

describe("the forms' messages", () => {
  it('are found in config', () => {
    expect(messageKeys).toEqual(expect.arrayContaining(['registration.errors.gender', 'errors.technical']));
  });

  it.each(languages)('each end as a sentence in %s', (lang) => {
    const texts = json(`locales/${lang}/translation.json`) as Texts;
    const unfinished = messageKeys.filter((key) => !/[.!?]$/.test(String(textOf(texts, key))));
    expect(unfinished).toEqual([]);
  });
});

/** Italian sentences (a text with its full stop, question or exclamation mark), without the buttons they quote. */
const italianSentences = () =>
  [...flattenKeys(json('locales/it/translation.json'))]
    .filter(([, text]) => /\s/.test(text) && /[.?!]$/.test(text))
    .map(([key, text]) => [key, text.replace(/«[^»]*»/g, '«»')] as const);

describe('Italian', () => {
  it('speaks to the visitor with Lei in every sentence: no tu, ti, tuo…, no informal verb or imperative', () => {
    const informal =
      /\b(tu|ti|te|tuo|tua|tuoi|tue|hai|sei|puoi|potrai|vuoi|devi|riprova|copialo|raccontaci)\b|(^|[.?!:]\s+)(Controlla|Scegli|Inserisci|Registrati|Salta|Consenti|Prova|Apri|Usa|Vai|Torna|Accedi|Conferma|Invia)\b/i;
    const found = italianSentences().filter(([, text]) => informal.test(text));
    expect(found).toEqual([]);
  });

  it('names a country with its article or as a name apart, never after a bare "di" (al di fuori di Germania)', () => {
    expect(italianSentences().filter(([, text]) => /\bdi \{\{country\}\}/.test(text))).toEqual([]);
  });

  it('addresses the visitor one way: the courtesy form in lower case (il suo, la sua, lei), as most of its texts do', () => {
    const text = readFileSync('locales/it/translation.json', 'utf8');
    // After a lower-case word: not a sentence's first word, which any word may capitalise.
    expect(text.match(/[a-zà-ù] (Sua|Suo|Sue|Suoi|Lei)\b/g) ?? []).toEqual([]);
  });
});

describe("the registration page's copy variants", () => {
  // Those a screen of its own shows (the second step, after registering) may speak of finishing; the others open the
  // registration form, before the visitor has done anything.
  const variants = json('config/variants.json').copyVariants as Record<string, { headline: string; subline: string }>;
  const screens = readdirSync('config/screens').map((file) => JSON.stringify(json(`config/screens/${file}`)));
  const onTheForm = Object.entries(variants).filter(([name]) => !screens.some((s) => s.includes(`"${name}"`)));

  it('claim no progress before the visitor has done anything (in English: not almost done, nor finishing)', () => {
    const texts = json('locales/en/translation.json') as Texts;
    expect(onTheForm.length).toBeGreaterThan(1);
    const early = onTheForm.filter(([, copy]) =>
      /\b(almost|finish|complete|done)\b/i.test(`${textOf(texts, copy.headline)} ${textOf(texts, copy.subline)}`),
    );
    expect(early.map(([name]) => name)).toEqual([]);
  });
});

describe('a page', () => {
  type Block = { type?: string; level?: number; text?: string; messages?: Record<string, string>; default?: string };
  /** Every list of blocks shown together (a screen's, a state's), wherever it sits in a screen's config. */
  const blockLists = (node: unknown): Block[][] =>
    Array.isArray(node)
      ? [...(node.every((b) => typeof b?.type === 'string') ? [node as Block[]] : []), ...node.flatMap(blockLists)]
      : typeof node === 'object' && node !== null
        ? Object.values(node).flatMap(blockLists)
        : [];
  const opening = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}’']+/gu) ?? []).slice(0, 2).join(' ');
  const screens = readdirSync('config/screens').map((file) => [file, json(`config/screens/${file}`)] as const);

  it.each(languages)('in %s never opens a text with the words of its headline beside it', (lang) => {
    const texts = flattenKeys(json(`locales/${lang}/translation.json`));
    const repeated = screens.flatMap(([file, screen]) =>
      blockLists(screen).flatMap((blocks) => {
        const headlines = blocks.filter((b) => b.type === 'heading' && b.level === 1).map((b) => texts.get(b.text!)!);
        const beside = blocks
          .filter((b) => b.type !== 'heading')
          .flatMap((b) => [b.text, b.default, ...Object.values(b.messages ?? {})])
          .flatMap((key) => (key && texts.has(key) ? [texts.get(key)!] : []));
        return headlines.flatMap((headline) =>
          beside.filter((text) => opening(text) === opening(headline)).map((text) => `${file}: ${headline} / ${text}`),
        );
      }),
    );
    expect(repeated).toEqual([]);
  });
});
