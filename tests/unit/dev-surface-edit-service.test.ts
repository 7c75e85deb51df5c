// The gallery's writes, on a copy of config/, locales/ and schema/: a text saved changes its line only; a file that
// changed since it was read is not overwritten; an edit `check:config` would object to writes nothing; two saves at
// once leave a whole file; each change is logged and undone by an edit of its own, refused once its file has moved on.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeLog } from '../../scripts/vite/devSurface/changeLog.ts';
import type * as EditCheck from '../../scripts/vite/devSurface/editCheck.ts';
import { editService, hashOf, type EditService } from '../../scripts/vite/devSurface/editService.ts';

// The check, with a hand edit made while it runs when a test asks for one.
const duringCheck = vi.hoisted(() => ({ edit: undefined as (() => void) | undefined }));
vi.mock('../../scripts/vite/devSurface/editCheck.ts', async (actual) => {
  const real = await actual<typeof EditCheck>();
  return {
    ...real,
    problemsAdded: (...args: Parameters<typeof real.problemsAdded>) => {
      duringCheck.edit?.();
      return real.problemsAdded(...args);
    },
  };
});

const GERMAN = 'locales/de/translation.json';
const HEADLINE = '/registration/copy/social/headline';
const VOUCHER = '/registration/voucher/p15mov'; // a text with {{minimumOrderValue}}

let root: string;
let service: EditService;
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const changedLines = (before: string, after: string) => {
  const old = before.split('\n');
  return after.split('\n').filter((line, i) => line !== old[i]);
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the edit was taken'),
    (error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
  );

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'edit-service-'));
  // The prettier config too: files are written as the repo's are.
  for (const entry of ['config', 'locales', 'schema', '.prettierrc.json'])
    cpSync(entry, path.join(root, entry), { recursive: true });
  service = editService(root);
});
afterEach(() => {
  duringCheck.edit = undefined;
  rmSync(root, { recursive: true, force: true });
});

describe('saving a text', () => {
  it('writes exactly its line, answers the new hash, and logs file, pointer, before and after', async () => {
    const before = read(GERMAN);
    const { value, hash } = (await service.read([{ file: GERMAN, pointer: HEADLINE }]))[0]!;
    expect(hash).toBe(hashOf(before));
    const answer = await service.write([{ file: GERMAN, pointer: HEADLINE, hash, value: 'Neue Überschrift' }]);
    expect(changedLines(before, read(GERMAN))).toEqual(['        "headline": "Neue Überschrift",']);
    expect(answer.hashes).toEqual({ [GERMAN]: hashOf(read(GERMAN)) });
    expect(answer.change.lines).toEqual([
      { file: GERMAN, pointer: HEADLINE, before: value, after: 'Neue Überschrift' },
    ]);
    expect(service.changes()).toEqual([answer.change]);
  });

  it('is refused when the file changed on disk since it was read, and writes nothing', async () => {
    const { hash } = (await service.read([{ file: GERMAN, pointer: HEADLINE }]))[0]!;
    const byHand = read(GERMAN).replace('"screens": {', '"screens": {\n    "byHand": "x",');
    writeFileSync(path.join(root, GERMAN), byHand);
    const refused = await refusal(service.write([{ file: GERMAN, pointer: HEADLINE, hash, value: 'Neu' }]));
    expect(refused).toEqual({
      status: 409,
      message: `${GERMAN} changed on disk since you opened it: open the text again to see it.`,
    });
    expect(read(GERMAN)).toBe(byHand);
    expect(service.changes()).toEqual([]);
  });

  it('is refused when the file is saved by hand while the edit is checked, and the hand edit stays', async () => {
    const hash = hashOf(read(GERMAN));
    const byHand = read(GERMAN).replace('"screens": {', '"screens": {\n    "byHand": "x",');
    duringCheck.edit = () => writeFileSync(path.join(root, GERMAN), byHand);
    const refused = await refusal(service.write([{ file: GERMAN, pointer: HEADLINE, hash, value: 'Neu' }]));
    expect(refused.status).toBe(409);
    expect(read(GERMAN)).toBe(byHand);
  });

  it('is refused, in one sentence, when a placeholder goes, a text is not a string or a key goes missing', async () => {
    const before = read(GERMAN);
    const hash = hashOf(before);
    const noPlaceholder = await refusal(
      service.write([{ file: GERMAN, pointer: VOUCHER, hash, value: '15 % Rabatt' }]),
    );
    expect(noPlaceholder.status).toBe(422);
    expect(noPlaceholder.message).toMatch(
      /^locales\/de\/translation\.json \/registration\/voucher\/p15mov: .*variables/,
    );
    expect(noPlaceholder.message.split(/\.\s/)).toHaveLength(1);
    const notText = await refusal(service.write([{ file: GERMAN, pointer: HEADLINE, hash, value: 42 }]));
    expect(notText).toEqual({
      status: 400,
      message: `${GERMAN} ${HEADLINE}: a text is a string (a group of texts, an object of them).`,
    });
    const onlyHere = await refusal(service.write([{ file: GERMAN, pointer: '/registration/new', hash, value: 'x' }]));
    expect(onlyHere.message).toMatch(/key "registration\.new" is missing here but exists in de/);
    expect(read(GERMAN)).toBe(before);
  });

  it('is refused outside config/ and locales/, and for a config value its schema does not allow', async () => {
    const outside = await refusal(
      service.write([{ file: 'schema/config/app.schema.json', pointer: '/x', hash: '', value: 1 }]),
    );
    expect(outside.status).toBe(400);
    const variants = read('config/variants.json');
    const badLayout = await refusal(
      service.write([
        { file: 'config/variants.json', pointer: '/defaults/registrationLayout', hash: hashOf(variants), value: 7 },
      ]),
    );
    expect(badLayout.status).toBe(422);
    expect(badLayout.message).toMatch(/^config\/variants\.json \/defaults\/registrationLayout: /);
    expect(read('config/variants.json')).toBe(variants);
  });

  it('two saves of one read at once: one is written, the other refused as stale, the file whole', async () => {
    const hash = hashOf(read(GERMAN));
    const results = await Promise.allSettled(
      ['Erste', 'Zweite'].map((value) => service.write([{ file: GERMAN, pointer: HEADLINE, hash, value }])),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(JSON.parse(read(GERMAN)).registration.copy.social.headline).toBe('Erste');
  });
});

describe('undo', () => {
  it('gives the file back byte for byte, and is an entry of its own', async () => {
    const before = read(GERMAN);
    const { change } = await service.write([{ file: GERMAN, pointer: HEADLINE, hash: hashOf(before), value: 'Neu' }]);
    const undo = await service.undo(change.id);
    expect(read(GERMAN)).toBe(before);
    expect(undo.change).toMatchObject({
      undoes: change.id,
      lines: [{ before: 'Neu', after: change.lines[0]!.before }],
    });
    expect(service.changes().map((c) => [c.id, c.undoneBy, c.undoes])).toEqual([
      [2, undefined, 1],
      [1, 2, undefined],
    ]);
    expect(await refusal(service.undo(change.id))).toEqual({
      status: 409,
      message: 'Change 1 was already undone (change 2).',
    });
    // The undo itself is final: undoing it would make the change again.
    expect(await refusal(service.undo(undo.change.id))).toEqual({
      status: 409,
      message: 'Change 2 undoes change 1: it is final.',
    });
    expect(read(GERMAN)).toBe(before);
  });

  it('of a change that added keys takes them out again', async () => {
    const variants = read('config/variants.json');
    const { change } = await service.write([
      { file: 'config/variants.json', pointer: '/registrationLayouts/3', hash: hashOf(variants), value: 'e2e-layout' },
    ]);
    await service.undo(change.id);
    expect(read('config/variants.json')).toBe(variants);
  });

  it('is refused once the file has changed since, by a later change or on disk', async () => {
    const first = await service.write([{ file: GERMAN, pointer: HEADLINE, hash: hashOf(read(GERMAN)), value: 'Eins' }]);
    await service.write([{ file: GERMAN, pointer: HEADLINE, hash: first.hashes[GERMAN]!, value: 'Zwei' }]);
    const refused = await refusal(service.undo(first.change.id));
    expect(refused).toEqual({
      status: 409,
      message: `${GERMAN} has changed since change 1 (by a later change or on disk): undo the later changes first.`,
    });
    await service.undo(2);
    await service.undo(1);
    expect(JSON.parse(read(GERMAN)).registration.copy.social.headline).toBe(
      JSON.parse(readFileSync(GERMAN, 'utf8')).registration.copy.social.headline,
    );
  });
});

describe('the change log', () => {
  it('takes a change back from its last line to its first, each with the hash the change left', () => {
    const log = new ChangeLog();
    const change = log.record(
      [
        { file: 'config/variants.json', pointer: '/a', after: 1 },
        { file: GERMAN, pointer: '/b', before: 'x', after: 'y' },
      ],
      { 'config/variants.json': 'h1', [GERMAN]: 'h2' },
    );
    expect(log.undoOf(change.id)).toEqual({
      edits: [
        { file: GERMAN, pointer: '/b', hash: 'h2', value: 'x' },
        { file: 'config/variants.json', pointer: '/a', hash: 'h1' },
      ],
    });
    expect(log.undoOf(9)).toEqual({ refused: 'There is no change 9 since the dev server started.' });
  });
});
