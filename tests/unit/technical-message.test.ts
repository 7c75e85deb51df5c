// A technical issue is said one way in each language (errors.technical), wherever it comes from: a failed request,
// an answer config/outcomes.json tells as one, or the entrance's notice that the store is down (which adds that). An answer the visitor can act on is not one: a language the
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
  it.each(languages)(
    'is said in one wording in %s: the entrance’s store notice opens and closes as it does',
    (lang) => {
      const texts = leaves(json(`locales/${lang}/translation.json`));
      const technical = Object.fromEntries(texts)['errors.technical']!;
      const firstSentence = technical.slice(0, technical.indexOf('.') + 1);
      const lastSentence = technical.slice(technical.indexOf('.') + 2);
      const saying = texts.filter(([, text]) => text.startsWith(firstSentence));
      expect(saying.map(([key]) => key)).toEqual(['screens.entrance.technicalIssues', 'errors.technical']);
      for (const [key, text] of saying) expect(text.endsWith(lastSentence), `${key}: ${text}`).toBe(true);
    },
  );

  it('is what every outcome told as a technical issue uses, and a language the backend refuses has its own', () => {
    const outcomes = json('config/outcomes.json');
    const technicalKeys = new Set(messagesOf(outcomes).filter((key) => /\.technical$/.test(key)));
    expect([...technicalKeys]).toEqual(['errors.technical']);
    // What the visitor can do something about says what: a language the backend refuses, an activation link it
    // cannot build from this page's address (reload, or customer service).
    for (const answer of ['LocaleInvalid', 'ActivationAccountUrlInvalid'])
      expect(outcomes.actions.register.answers[answer].message, answer).not.toBe('errors.technical');
  });
});
