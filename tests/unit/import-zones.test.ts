// The import zones beyond src/ (eslint.config.js boundaryZones) say no where they should: lint passing on today's
// code cannot tell a zone that guards nothing, so each is fed one import it refuses and one it allows.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layers, mockLayers } from '../../eslint.config.js';
import { appSources } from '../build/appSources.ts';

const eslint = new ESLint();

/** The zone rule's messages for `import '<from>'` written in the (not existing) file `file`. */
async function zoneMessages(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${from}';\n`, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

// The first lint loads ESLint's whole config and the TypeScript parser: seconds on a busy 2-core machine.
describe('import zones outside src/', { timeout: 60_000 }, () => {
  it('let mock-server/ import src/shared/ and nothing else of the app', async () => {
    expect(await zoneMessages('mock-server/rules/probe.ts', '../../src/shared/registrationRules.ts')).toEqual([]);
    expect(await zoneMessages('mock-server/rules/probe.ts', '../../src/config/appConfig.ts')).toEqual([
      expect.stringContaining('mock-server/ may import only src/shared/'),
    ]);
  });

  it('keep the dev surface out of the app, and let it read the app', async () => {
    expect(await zoneMessages('src/routing/probe.ts', '../devSurface/entries/galleryEntries.ts')).toEqual([
      expect.stringContaining('does not import src/devSurface/'),
    ]);
    expect(await zoneMessages('src/devSurface/probe.ts', '../variants/selectVariant.ts')).toEqual([]);
  });

  it('give every folder of src/ with code its place in the layers', () => {
    const folders = readdirSync('src', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['__generated__', 'devSurface'].includes(entry.name))
      .filter((entry) => appSources(join('src', entry.name)).length > 0)
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !layers.includes(folder))).toEqual([]);
  });

  it("are the README's table of src/, in their order", () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('| `src/` folder (in import order)'));
    const rows = [...table.matchAll(/^\| `([^`]+)` +\|/gm)].map(([, folder]) => folder);
    expect(rows.slice(0, layers.length - 1)).toEqual(layers.filter((layer) => layer !== 'main.tsx'));
  });

  it('keep a layer from importing one listed after it', async () => {
    expect(await zoneMessages('src/variants/probe.ts', '../experiments/experimentValues.ts')).toEqual([
      expect.stringContaining('src/variants may only import folders listed before it'),
    ]);
    expect(await zoneMessages('src/experiments/probe.ts', '../variants/selectVariant.ts')).toEqual([]);
  });

  it('give every folder of mock-server/ its place in its layers, and keep each below the ones after it', async () => {
    const folders = readdirSync('mock-server', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== '__generated__')
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !mockLayers.includes(folder))).toEqual([]);
    expect(await zoneMessages('mock-server/store/probe.ts', '../graphql/context.ts')).toEqual([
      expect.stringContaining('mock-server/store may only import folders listed before it'),
    ]);
    expect(await zoneMessages('mock-server/base/probe.ts', '../backend.ts')).toEqual([
      expect.stringContaining('mock-server/base may only import folders listed before it'),
    ]);
    expect(await zoneMessages('mock-server/graphql/probe.ts', '../store/mockStore.ts')).toEqual([]);
  });

  it('keep scripts/ and the tests out of mock-server/', async () => {
    expect(await zoneMessages('mock-server/rules/probe.ts', '../../scripts/docs/markedSection.ts')).toEqual([
      expect.stringContaining('mock-server/ stands on its own'),
    ]);
  });

  it('let scripts/ import src/ but not mock-server/', async () => {
    expect(await zoneMessages('scripts/probe.ts', '../src/shared/registrationRules.ts')).toEqual([]);
    expect(await zoneMessages('scripts/probe.ts', '../mock-server/backend.ts')).toEqual([
      expect.stringContaining('scripts/ does not import mock-server/'),
    ]);
  });
});
