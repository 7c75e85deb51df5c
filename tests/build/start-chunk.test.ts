// The modules scripts/vite/startChunkPlugin.ts names come with the app's start chunk (the one startApp is in), and no
// other chunk holds them: a page's first seconds load none of them as a chunk of its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { START_CHUNK_MODULES, START_MODULE } from '../../scripts/vite/startChunkPlugin.ts';
import './freshBuild.ts'; // stops here when dist/ is older than the sources

const assets = path.resolve('dist/assets');
const named = START_CHUNK_MODULES.map((module) => path.resolve(module));

describe("the app's start chunk in dist/", () => {
  it('has a build (npm run build)', () => expect(existsSync(assets), 'run npm run build first').toBe(true));
  if (!existsSync(assets)) return;

  // Each chunk's source files, by its source map.
  const chunks = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const { sources } = JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8')) as { sources: string[] };
      return { file, sources: sources.map((source) => path.resolve(assets, source)) };
    });
  const start = chunks.find(({ sources }) => sources.includes(path.resolve(START_MODULE)));

  it('carries each module the plugin names', () => {
    expect(named.length).toBeGreaterThan(0);
    for (const module of named) expect(start?.sources, path.relative('.', module)).toContain(module);
  });

  it('leaves none of them to another chunk', () => {
    const elsewhere = chunks
      .filter((chunk) => chunk !== start)
      .flatMap(({ file, sources }) => sources.filter((source) => named.includes(source)).map((s) => `${file}: ${s}`));
    expect(elsewhere).toEqual([]);
  });
});
