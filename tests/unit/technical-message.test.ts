// A technical issue is said one way in each language (errors.technical), wherever it comes from: a failed request,
// or an answer config/outcomes.json tells as one. An answer the visitor can act on is not one: a language the
// backend does not register in (LocaleInvalid) says so, as the mock's catalogue promises.
import { languages } from '../../src/shared/languages.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const leaves = (texts: Texts, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
const messagesOf = (node: unknown): string[] =>
  typeof node !== 'object' || node === null
    ? []
    : Object.entries(node).flatMap(([key, value]) =>
        key === 'message' && typeof value === 'string' ? [value] : messagesOf(value),
      );

describe('the technical-issue message', () => {
  it.each(languages)('is one text in %s: no other says the same issue', (lang) => {
    const texts = leaves(json(`locales/${lang}/translation.json`));
    const technical = Object.fromEntries(texts)['errors.technical']!;
    const firstSentence = technical.slice(0, technical.indexOf('.') + 1);
    expect(texts.filter(([, text]) => text.startsWith(firstSentence)).map(([key]) => key)).toEqual([
      'errors.technical',
    ]);
  });

  it('is what every outcome told as a technical issue uses, and a language the backend refuses has its own', () => {
    const outcomes = json('config/outcomes.json');
    const technicalKeys = new Set(messagesOf(outcomes).filter((key) => /\.technical$/.test(key)));
    expect([...technicalKeys]).toEqual(['errors.technical']);
    expect(outcomes.actions.register.answers.LocaleInvalid.message).not.toBe('errors.technical');
  });
});
