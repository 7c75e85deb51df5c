// The QA console lists every case of the catalogue (server, A/B service, social sign-in), each with a reproduce link
// and what its page then shows: a text or title of the English texts, or an element. A description quotes only
// texts that exist ('…'), so it cannot promise copy the app no longer has.
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/translation.json' with { type: 'json' };
import { scenarioCatalogue } from '../../src/devSurface/entries/catalogue.ts';
import { qaRows } from '../../src/devSurface/entries/qaRows.ts';
import { flattenKeys } from '../../scripts/config-check/locales.ts';

const rows = qaRows();
const texts = flattenKeys(en);
const { scenarios, abScenarios, socialScenarios } = scenarioCatalogue;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each English text as a pattern: its {{values}} anything, its <tags> gone. */
const patterns = [...texts.values()].map(
  (text) =>
    new RegExp(
      `^${text
        .replace(/<\/?\w+>/g, '')
        .split(/{{[^}]*}}/)
        .map(escape)
        .join('.+')}[.!]?$`,
      'i',
    ),
);
/** A phrase the texts hold: part of one, or one with its values filled in. */
const hasText = (phrase: string) =>
  [...texts.values()].some((text) => text.toLowerCase().includes(phrase.toLowerCase())) ||
  patterns.some((pattern) => pattern.test(phrase));

describe('the QA console rows', () => {
  it('are every case of the catalogue, once', () => {
    const ids = [...scenarios, ...abScenarios, ...socialScenarios].map((s) => s.id);
    expect(rows.map((r) => r.id).sort()).toEqual([...new Set(ids)].sort());
  });

  it.each(rows.map((r) => [r.id, r] as const))('%s shows a text, a title or an element that exists', (_, row) => {
    const { textKey, titleKey, selector } = row.shows;
    expect(textKey ?? titleKey ?? selector, 'config/outcomes.json or the catalogue\'s "shows"').toBeTruthy();
    for (const key of [textKey, titleKey]) if (key) expect(texts.has(key), key).toBe(true);
  });

  it.each(rows.map((r) => [r.id, r.description] as const))("%s quotes only texts the app has ('…')", (_, text) => {
    const quoted = [...text.matchAll(/(?:^|[\s(])'([^']+)'(?=[\s.,:;)]|$)/g)].map((m) => m[1]!);
    for (const phrase of quoted) expect(hasText(phrase), phrase).toBe(true);
  });
});
