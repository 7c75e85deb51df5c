// The generated sections of the docs pages list what their sources define, and are up to date.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readAbCatalogue, renderAbSection } from '../../scripts/docs/abScenarioTable.ts';
import { renderBlockTable } from '../../scripts/docs/blockTable.ts';
import { GENERATED_SECTIONS, regenerated } from '../../scripts/docs/generatedSections.ts';
import { readScenarios, renderScenarioTable } from '../../scripts/docs/scenarioTable.ts';
import { readSocialScenarios, renderSocialSection } from '../../scripts/docs/socialScenarioTable.ts';

const rowNames = (table: string) =>
  table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((row) => /^\| `([^`]+)`/.exec(row)![1]);

describe('generated docs', () => {
  it('list every block type of the screen schema once', () => {
    const schema = JSON.parse(readFileSync('schema/config/screen.schema.json', 'utf8'));
    const types = Object.values(schema.$defs as Record<string, { properties?: { type?: { const?: string } } }>)
      .map((def) => def.properties?.type?.const)
      .filter(Boolean);
    expect(rowNames(renderBlockTable(schema)).sort()).toEqual(types.sort());
  });

  it('list every scenario of the catalogue once', () => {
    const scenarios = readScenarios();
    expect(rowNames(renderScenarioTable(scenarios))).toEqual(scenarios.map((s) => s.id));
  });

  it('list every A/B scenario and every experiment code of the catalogue once', () => {
    const catalogue = readAbCatalogue();
    expect(rowNames(renderAbSection(catalogue))).toEqual([
      ...catalogue.abScenarios.map((s) => s.id),
      ...catalogue.experimentCodes.map((e) => e.dimension),
    ]);
  });

  it('list every social sign-in scenario of the catalogue once', () => {
    const social = readSocialScenarios();
    expect(rowNames(renderSocialSection(social))).toEqual(social.map((s) => s.id));
  });

  it.each(GENERATED_SECTIONS.map((s) => [s.page, s.section, s]))(
    '%s (%s) is up to date: npm run docs',
    async (page, _, s) => {
      expect(await regenerated(s.page, s.section, s.render)).toBe(readFileSync(page, 'utf8'));
    },
  );
});

describe("the marketers' guide", () => {
  it('quotes check:config without a count that a marketer’s change moves', () => {
    const guide = readFileSync('docs/marketers.md', 'utf8');
    expect(guide).toContain('check:config: <n> config files');
    expect(guide.match(/\d+ (config files|languages)/g)).toBeNull();
  });
});
