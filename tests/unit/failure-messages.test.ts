// What a visitor is told when a request fails (src/relay/networkErrors.ts) reads as sentences in every language: a
// message and its hint each end with their full stop, and none is a bare technical label ("Timeout exceeded").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flattenKeys } from '../../scripts/config-check/locales.ts';
import {
  ConnectionError,
  GraphQLResponseError,
  ServerError,
  SessionEndedError,
  TimeoutError,
} from '../../src/relay/networkErrors.ts';
import { languages } from '../../src/shared/languages.ts';

const failures = [
  new TimeoutError(1),
  new ConnectionError(new TypeError('Failed to fetch')),
  new ServerError(503),
  new SessionEndedError(),
  new GraphQLResponseError([{ message: 'Upstream failed' }]),
];
const keys = [...new Set(failures.flatMap((failure) => [failure.messageKey, failure.hintKey ?? []].flat()))];

const textOf = (lang: string, key: string) =>
  flattenKeys(JSON.parse(readFileSync(`locales/${lang}/translation.json`, 'utf8'))).get(key);

describe('the messages of a failed request', () => {
  it.each(languages)('are sentences in %s', (lang) => {
    for (const key of keys) expect(textOf(lang, key), `${key} (${lang})`).toMatch(/^\p{Lu}.*[.!?]$/u);
  });
});
