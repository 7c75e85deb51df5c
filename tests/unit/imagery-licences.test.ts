// Every picture of config/public/images/ has exactly one row in docs/imagery.md saying where it comes from and
// under which licence, and every row names a file that is there: no picture of unknown origin ships.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const IMAGES = 'config/public/images';

/** The files under `dir` as config names them (`images/<file>`, subfolders included); hidden files aside. */
function imageFiles(dir: string, prefix = 'images/'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? imageFiles(path, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`];
  });
}

const page = readFileSync('docs/imagery.md', 'utf8');
const start = page.indexOf('## The pictures');
const end = page.indexOf('\n## ', start + 1);
const section = start === -1 ? '' : page.slice(start, end === -1 ? undefined : end);
/** The table's body rows, each as its trimmed cells (the header and the separator row left out). */
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('|'))
  .slice(2)
  .map((line) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim().replace(/^`(.*)`$/, '$1')),
  );

describe('docs/imagery.md', () => {
  it('has a table of the pictures', () => {
    expect(start).toBeGreaterThanOrEqual(0);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('gives every row a path, a subject, a maker and a licence', () => {
    for (const row of rows) {
      expect(row, row.join(' | ')).toHaveLength(4);
      expect(
        row.every((cell) => cell.length > 0),
        row.join(' | '),
      ).toBe(true);
    }
  });

  it.each(imageFiles(IMAGES))('has exactly one row for %s, with a licence', (file) => {
    const own = rows.filter(([path]) => path === file);
    expect(own).toHaveLength(1);
    expect(own[0]![3]).toMatch(/\S/);
  });

  it('names only files that are in config/public/images/', () => {
    const missing = rows
      .map(([path]) => path!)
      .filter((path) => !/^images\//.test(path) || !existsSync(`config/public/${path}`));
    expect(missing).toEqual([]);
  });
});
