// The gallery's multi-file write (scripts/vite/devSurface/writeAllOrNothing.ts): every file or none, and a reader
// that watches a file meets the old text or the new one, never a part.
import { mkdtempSync, readdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAllOrNothing } from '../../scripts/vite/devSurface/writeAllOrNothing.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'all-or-nothing-'));
  writeFileSync(path.join(folder, 'a.json'), '{"a":1}\n');
  writeFileSync(path.join(folder, 'b.json'), '{"b":1}\n');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));
const at = (name: string) => path.join(folder, name);

describe('writeAllOrNothing', () => {
  it('writes every file, and leaves nothing beside them', async () => {
    await writeAllOrNothing([
      [at('a.json'), '{"a":2}\n'],
      [at('b.json'), '{"b":2}\n'],
    ]);
    expect(readFileSync(at('a.json'), 'utf8')).toBe('{"a":2}\n');
    expect(readFileSync(at('b.json'), 'utf8')).toBe('{"b":2}\n');
    expect(readdirSync(folder).sort()).toEqual(['a.json', 'b.json']);
  });

  it('writes none when one cannot be written, and leaves nothing beside them', async () => {
    const write = writeAllOrNothing([
      [at('a.json'), '{"a":2}\n'],
      [at('missing/b.json'), '{"b":2}\n'], // its folder does not exist
    ]);
    await expect(write).rejects.toThrow(/ENOENT/);
    expect(readFileSync(at('a.json'), 'utf8')).toBe('{"a":1}\n');
    expect(readdirSync(folder).sort()).toEqual(['a.json', 'b.json']);
  });

  it('lets a watcher of the file read only whole texts', async () => {
    const big = JSON.stringify({ texts: Array.from({ length: 20_000 }, (_, i) => `text ${i}`) });
    const reads: string[] = [];
    const watcher = watch(
      folder,
      (_event, name) => name === 'a.json' && reads.push(readFileSync(at('a.json'), 'utf8')),
    );
    for (let round = 0; round < 5; round++) await writeAllOrNothing([[at('a.json'), big]]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    watcher.close();
    expect(reads.length).toBeGreaterThan(0);
    for (const text of reads) expect(() => JSON.parse(text)).not.toThrow();
  });
});
