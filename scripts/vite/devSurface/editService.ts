// Reads and writes for the gallery, one at a time (one queue for the dev server: two saves at once cannot interleave
// in a file). A write is refused, and nothing written, when a file differs from what the gallery read (its hash),
// when a value is out of place (a text that is not a string), when `check:config` would find a new problem, or the
// mock would not take its catalogue.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { Mutex } from 'async-mutex';
import { resolveConfig } from 'prettier';
import type {
  Change,
  ChangeLine,
  FileEdit,
  ValueAddress,
  ValueRead,
  WriteAnswer,
} from '../../../src/devSurface/edit/protocol/editProtocol.ts';
import { isRecord } from '../../config-check/json.ts';
import { parseJson } from '../../config-check/jsonSyntax.ts';
import { formatProblem } from '../../config-check/problem.ts';
import { readConfigTree } from '../../config-check/tree.ts';
import { catalogueProblems, CATALOGUE_FILE } from './catalogueCheck.ts';
import { ChangeLog } from './changeLog.ts';
import { problemsAdded } from './editCheck.ts';
import { editablePath } from './editGuard.ts';
import { editJsonText, pathIn, valueAt } from './jsonEdit.ts';
import { writeAllOrNothing } from './writeAllOrNothing.ts';

export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a locale file holds: texts, and objects of them (a copy variant's headline and subline, e.g.). */
const isTexts = (value: unknown): boolean =>
  typeof value === 'string' || (isRecord(value) && Object.values(value).every(isTexts));

/** An edit not made, with the HTTP status that says what kind of refusal it is and one sentence why. */
export class EditRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

interface OpenFile {
  path: string;
  hash: string;
  text: string;
  lines: ChangeLine[];
}

async function openFile(root: string, file: string): Promise<OpenFile & { json: unknown }> {
  const where = editablePath(root, file);
  if ('refused' in where) throw new EditRefused(400, where.refused);
  const text = await readFile(where.path, 'utf8');
  const parsed = parseJson(file, text);
  if ('problem' in parsed) throw new EditRefused(409, `${formatProblem(parsed.problem)} Fix that first.`);
  return { path: where.path, hash: hashOf(text), text, lines: [], json: parsed.json };
}

function pathOf(json: unknown, address: ValueAddress) {
  try {
    return pathIn(json, address.pointer);
  } catch (error) {
    throw new EditRefused(400, `${address.file}: ${(error as Error).message}`);
  }
}

/** Each file's new text and what changed in it; `stale` says why a file whose hash differs is refused. */
async function stage(root: string, edits: FileEdit[], stale: (file: string) => string) {
  const files = new Map<string, OpenFile>();
  for (const edit of edits) {
    const open = files.get(edit.file) ?? (await openFile(root, edit.file));
    files.set(edit.file, open);
    if (open.hash !== edit.hash) throw new EditRefused(409, stale(edit.file));
    if (edit.file.startsWith('locales/') && edit.value !== undefined && !isTexts(edit.value))
      throw new EditRefused(
        400,
        `${edit.file} ${edit.pointer}: a text is a string (a group of texts, an object of them).`,
      );
    const json: unknown = JSON.parse(open.text);
    const before = valueAt(json, pathOf(json, edit));
    if (isDeepStrictEqual(before, edit.value)) continue;
    const prettier = { ...(await resolveConfig(open.path)), filepath: open.path };
    open.text = await editJsonText(open.text, edit.pointer, edit.value, prettier);
    const line: ChangeLine = { file: edit.file, pointer: edit.pointer };
    if (before !== undefined) line.before = before;
    if (edit.value !== undefined) line.after = edit.value;
    open.lines.push(line);
  }
  return new Map([...files].filter(([, open]) => open.lines.length > 0));
}

export interface EditService {
  read(addresses: ValueAddress[]): Promise<ValueRead[]>;
  write(edits: FileEdit[]): Promise<WriteAnswer>;
  undo(id: number): Promise<WriteAnswer>;
  changes(): Change[];
}

/** The edits of the project in `root` (the dev server's), and their log since it started. */
export function editService(root: string): EditService {
  const queue = new Mutex();
  const log = new ChangeLog();

  async function commit(edits: FileEdit[], stale: (file: string) => string, undoes?: number): Promise<WriteAnswer> {
    const staged = await stage(root, edits, stale);
    if (staged.size === 0) throw new EditRefused(422, 'Nothing to save: every value is as it was.');
    const texts = new Map([...staged].map(([file, open]) => [file, open.text]));
    const catalogue = texts.get(CATALOGUE_FILE);
    const [problem] = [
      ...problemsAdded(await readConfigTree(root), texts),
      ...(catalogue === undefined ? [] : await catalogueProblems(root, JSON.parse(catalogue))),
    ];
    if (problem) throw new EditRefused(422, formatProblem(problem));
    // The check takes a second or two: a file saved by hand meanwhile is not overwritten either.
    for (const [file, open] of staged)
      if (hashOf(await readFile(open.path, 'utf8')) !== open.hash) throw new EditRefused(409, stale(file));
    await writeAllOrNothing([...staged.values()].map((open) => [open.path, open.text] as const));
    const hashes = Object.fromEntries([...texts].map(([file, text]) => [file, hashOf(text)]));
    const lines = [...staged.values()].flatMap((open) => open.lines);
    return { change: log.record(lines, hashes, undoes), hashes };
  }

  return {
    read: (addresses) =>
      queue.runExclusive(async () => {
        const reads: ValueRead[] = [];
        for (const address of addresses) {
          const { json, hash } = await openFile(root, address.file);
          const value = valueAt(json, pathOf(json, address));
          reads.push(value === undefined ? { ...address, hash } : { ...address, hash, value });
        }
        return reads;
      }),
    write: (edits) =>
      queue.runExclusive(() =>
        commit(edits, (file) => `${file} changed on disk since you opened it: open the text again to see it.`),
      ),
    undo: (id) =>
      queue.runExclusive(() => {
        const undo = log.undoOf(id);
        if ('refused' in undo) throw new EditRefused(409, undo.refused);
        const stale = (file: string) =>
          `${file} has changed since change ${id} (by a later change or on disk): undo the later changes first.`;
        return commit(undo.edits, stale, id);
      }),
    changes: () => log.list(),
  };
}
