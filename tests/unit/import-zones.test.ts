// The import zones (eslint.config.js) say no where they should: lint passing on today's
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
describe('import zones', { timeout: 60_000 }, () => {
  it('let mock-server/ import src/shared/ and src/config/ and nothing else of the app', async () => {
    expect(await zoneMessages('mock-server/rules/probe.ts', '../../src/shared/registrationRules.ts')).toEqual([]);
    expect(await zoneMessages('mock-server/rules/probe.ts', '../../src/config/appConfig.ts')).toEqual([]);
    expect(await zoneMessages('mock-server/rules/probe.ts', '../../src/variants/selectVariant.ts')).toEqual([
      expect.stringContaining('mock-server/ may import only src/shared/ and src/config/'),
    ]);
  });

  it('let only src/config/ import config files: everything else reads config through it', async () => {
    expect(await zoneMessages('src/config/probe.ts', '../../config/app.json')).toEqual([]);
    const refusal = [expect.stringContaining('Read config through src/config/')];
    expect(await zoneMessages('src/variants/probe.ts', '../../config/variants.json')).toEqual(refusal);
    expect(await zoneMessages('mock-server/rules/probe.ts', '../../config/app.json')).toEqual(refusal);
    expect(await zoneMessages('scripts/prerender/probe.ts', '../../config/app.json')).toEqual(refusal);
    expect(await zoneMessages('e2e/probe.spec.ts', '../config/routes.json')).toEqual(refusal);
    expect(await zoneMessages('tests/unit/probe.test.ts', '../../config/forms/log-in.json')).toEqual(refusal);
    expect(await zoneMessages('e2e/probe.spec.ts', '../src/config/appConfig.ts')).toEqual([]);
  });

  it('let the rest of src/ into the form runtime by its entries only', async () => {
    expect(await zoneMessages('src/blocks/probe.ts', '../forms/FormRunner.tsx')).toEqual([]);
    expect(await zoneMessages('src/blocks/probe.ts', '../forms/values/formPageData.ts')).toEqual([]);
    expect(await zoneMessages('src/blocks/probe.ts', '../forms/submit/useSubmission.ts')).toEqual([
      expect.stringContaining('Outside src/forms/, use its entries'),
    ]);
    expect(await zoneMessages('src/forms/probe.ts', './submit/useSubmission.ts')).toEqual([]);
  });

  it('keep the dev surface out of the app, and let it read the app', async () => {
    expect(await zoneMessages('src/routing/probe.ts', '../devSurface/entries/galleryEntries.ts')).toEqual([
      expect.stringContaining('src/routing may only import folders listed before it'),
    ]);
    expect(await zoneMessages('src/devSurface/probe.ts', '../variants/selectVariant.ts')).toEqual([]);
  });

  it('give every folder of src/ with code its place in the layers', () => {
    const folders = readdirSync('src', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== '__generated__')
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

  it('let scripts/ import src/ but not mock-server/ or the tests', async () => {
    expect(await zoneMessages('scripts/probe.ts', '../src/shared/registrationRules.ts')).toEqual([]);
    expect(await zoneMessages('scripts/probe.ts', '../mock-server/backend.ts')).toEqual([
      expect.stringContaining('scripts/ does not import mock-server/'),
    ]);
    expect(await zoneMessages('scripts/docs/probe.ts', '../../e2e/expected.ts')).toEqual([
      expect.stringContaining('scripts/ does not import the tests'),
    ]);
  });

  it('keep scripts/ and the tests out of src/', async () => {
    expect(await zoneMessages('src/devSurface/edit/probe.ts', '../../../scripts/config-check/json.ts')).toEqual([
      expect.stringContaining('src/ imports neither scripts/ nor the tests'),
    ]);
    expect(await zoneMessages('src/blocks/probe.ts', '../../e2e/expected.ts')).toEqual([
      expect.stringContaining('src/ imports neither scripts/ nor the tests'),
    ]);
    expect(await zoneMessages('src/devSurface/probe.ts', '../shared/decidingRule.ts')).toEqual([]);
  });
});

describe('switched-off lint rules', { timeout: 60_000 }, () => {
  const messages = async (code: string) =>
    (await eslint.lintText(code, { filePath: 'src/blocks/probe.ts' }))[0]!.messages.map((m) => m.ruleId);

  it('say why on their line', async () => {
    expect(await messages('// eslint-disable-next-line no-var\nvar a = 1;\nexport { a };\n')).toContain(
      '@eslint-community/eslint-comments/require-description',
    );
    expect(
      await messages('// eslint-disable-next-line no-var -- a test of the rule\nvar a = 1;\nexport { a };\n'),
    ).toEqual([]);
  });
});
