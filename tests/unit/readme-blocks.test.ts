// The README's block table is generated from the screen schema: it lists every block type, and is up to date.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readmeWithBlocks, renderBlockTable } from '../../scripts/readme/blockTable.ts';

const screenSchema = JSON.parse(readFileSync('schema/config/screen.schema.json', 'utf8'));
const blockTypes = Object.values(screenSchema.$defs as Record<string, { properties?: { type?: { const?: string } } }>)
  .map((def) => def.properties?.type?.const)
  .filter(Boolean);

describe('README block table', () => {
  it('has one row per block type of the screen schema', () => {
    const rows = renderBlockTable(screenSchema)
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    expect(rows.map((row) => /^\| `([^`]+)`/.exec(row)![1]).sort()).toEqual(blockTypes.sort());
  });

  it('matches README.md (npm run readme:blocks regenerates it)', async () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(await readmeWithBlocks(readme, screenSchema)).toBe(readme);
  });
});
