// The gallery's edits change a JSON file as a person would: the value's own line and nothing else, keys in their
// order, a new key where its siblings put it, laid out as prettier lays out the repo's files.
import { readFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { editJsonText, insertionIndex, pathIn, valueAt } from '../../scripts/vite/devSurface/jsonEdit.ts';
import { pointerParts } from '../../src/shared/jsonPointer.ts';

const file = 'locales/de/translation.json';
const german = readFileSync(file, 'utf8');
const prettierFor = async (name: string) => ({ ...(await resolveConfig(name)), filepath: name });
const edit = async (text: string, pointer: string, value: unknown, name = file) =>
  editJsonText(text, pointer, value, await prettierFor(name));

/** The lines of `after` that differ from `before`'s, by position (both have as many lines when one changed). */
const changedLines = (before: string, after: string) => {
  const old = before.split('\n');
  return after.split('\n').filter((line, i) => line !== old[i]);
};

describe('a JSON pointer', () => {
  it('reads RFC 6901 escapes, and numbers inside lists', () => {
    expect(pointerParts('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0']);
    expect(pathIn({ list: [{ x: 1 }] }, '/list/0/x')).toEqual(['list', 0, 'x']);
    expect(valueAt({ list: [{ x: 1 }] }, ['list', 0, 'x'])).toBe(1);
    expect(valueAt({ list: [] }, ['list', 3])).toBeUndefined();
  });

  it('refuses a path through a text or past the end of a list', () => {
    expect(() => pathIn({ a: 'text' }, '/a/b')).toThrow('there is a string on the way');
    expect(() => pathIn({ list: [] }, '/list/2')).toThrow('not an item of that list');
    expect(() => pathIn({}, 'a')).toThrow('starts with "/"');
  });
});

describe('editing a JSON file in its text', () => {
  it('changes one text: exactly its line, and the file is still as prettier writes it', async () => {
    const after = await edit(german, '/registration/copy/social/headline', 'Willkommen aus der Community (neu)');
    expect(changedLines(german, after)).toEqual(['        "headline": "Willkommen aus der Community (neu)",']);
    expect(after.split('\n')).toHaveLength(german.split('\n').length);
    expect(await format(after, await prettierFor(file))).toBe(after);
  });

  it('writes quotes, a line break and non-Latin letters as JSON escapes them, on one line', async () => {
    const text = '„Zitat" \\ neu\nZeile — Ünïcödé';
    const after = await edit(german, '/registration/copy/social/headline', text);
    expect(changedLines(german, after)).toEqual([`        "headline": ${JSON.stringify(text)},`]);
    expect(JSON.parse(after).registration.copy.social.headline).toBe(text);
  });

  it('adds a key after its siblings, or in order among sorted ones; removing it gives the file back byte for byte', async () => {
    const added = await edit(german, '/registration/copy/spring', { headline: 'Frühling', subline: 'Neu' });
    const copy = JSON.parse(added).registration.copy;
    expect(Object.keys(copy).at(-1)).toBe('spring');
    expect(await format(added, await prettierFor(file))).toBe(added);
    expect(await edit(added, '/registration/copy/spring', undefined)).toBe(german);

    const sorted = '{\n  "countries": { "AT": "Österreich", "DE": "Deutschland", "IT": "Italien" }\n}\n';
    const inOrder = await edit(sorted, '/countries/CH', 'Schweiz');
    expect(Object.keys(JSON.parse(inOrder).countries)).toEqual(['AT', 'CH', 'DE', 'IT']);
    expect(await edit(inOrder, '/countries/CH', undefined)).toBe(sorted);
  });

  it('creates the objects on the way to a new text', async () => {
    const after = await edit(german, '/registration/copy/spring/headline', 'Frühling');
    expect(JSON.parse(after).registration.copy.spring).toEqual({ headline: 'Frühling' });
  });

  it('keeps a config file’s inline lists inline', async () => {
    const variants = readFileSync('config/variants.json', 'utf8');
    const layouts = JSON.parse(variants).registrationLayouts as string[];
    const after = await edit(variants, `/registrationLayouts/${layouts.length}`, 'e2e-layout', 'config/variants.json');
    expect(JSON.parse(after).registrationLayouts).toEqual([...layouts, 'e2e-layout']);
    expect(await format(after, await prettierFor('config/variants.json'))).toBe(after);
    expect(await edit(after, `/registrationLayouts/${layouts.length}`, undefined, 'config/variants.json')).toBe(
      variants,
    );
  });

  it('takes an item out of a list, first, middle, last or only, inline or over several lines', async () => {
    const inline = '{\n  "list": ["a", "b", "c"],\n  "one": ["a"]\n}\n';
    const lists = async (text: string, pointer: string) => JSON.parse(await edit(text, pointer, undefined, 'x.json'));
    expect((await lists(inline, '/list/0')).list).toEqual(['b', 'c']);
    expect((await lists(inline, '/list/1')).list).toEqual(['a', 'c']);
    expect((await lists(inline, '/list/2')).list).toEqual(['a', 'b']);
    expect((await lists(inline, '/one/0')).one).toEqual([]);
    const rules = '{\n  "rules": [\n    { "id": "a", "force": 1 },\n    { "id": "b", "force": 2 }\n  ]\n}\n';
    expect(await edit(rules, '/rules/1', undefined, 'x.json')).toBe('{\n  "rules": [{ "id": "a", "force": 1 }]\n}\n');
    expect(await edit(rules, '/rules/0', undefined, 'x.json')).toBe('{\n  "rules": [{ "id": "b", "force": 2 }]\n}\n');
  });

  it('refuses to replace the whole file', async () => {
    await expect(edit(german, '', {})).rejects.toThrow('not the whole file');
  });
});

describe('where a new key goes', () => {
  it('in order among sorted keys, else last', () => {
    expect(insertionIndex(['a', 'c'], 'b')).toBe(1);
    expect(insertionIndex(['a', 'c'], 'd')).toBe(2);
    expect(insertionIndex(['c', 'a'], 'b')).toBe(2);
    expect(insertionIndex(['only'], 'a')).toBe(1);
  });
});
