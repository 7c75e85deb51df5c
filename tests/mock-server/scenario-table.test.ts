// The catalogue as the terminal table and as the README's generated QA section.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../mock-server/paths.ts';
import { readmeWithScenarios } from '../../mock-server/scenarios/readmeSection.ts';
import {
  renderMarkdown,
  renderText,
  replaceMarkedSection,
  SECTION_END,
  SECTION_START,
} from '../../mock-server/scenarios/table.ts';
import { scenarios } from './support/catalogue.ts';

describe('scenario tables', () => {
  it('list every scenario once, in the terminal and in Markdown', () => {
    const text = renderText(scenarios);
    const markdown = renderMarkdown(scenarios);
    for (const s of scenarios) {
      expect(text).toContain(s.id);
      expect(markdown).toContain(`| \`${s.id}\` |`);
    }
    expect(markdown.split('\n').filter((line) => line.startsWith('| `'))).toHaveLength(scenarios.length);
  });

  it('replace only the marked section of a document', () => {
    const document = `# Title\n\n${SECTION_START}\nold\n${SECTION_END}\n\nafter\n`;
    expect(replaceMarkedSection(document, 'new')).toBe(`# Title\n\n${SECTION_START}\nnew\n${SECTION_END}\n\nafter\n`);
    expect(replaceMarkedSection('# no markers', 'new')).toBeNull();
  });

  it("match README.md's QA section (npm run mock:scenarios:readme regenerates it)", async () => {
    const readme = readFileSync(PATHS.readme, 'utf8');
    expect(await readmeWithScenarios(readme, scenarios)).toBe(readme);
  });
});
