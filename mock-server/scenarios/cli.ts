/**
 * npm run mock:scenarios                 prints the catalogue as a table
 * npm run mock:scenarios -- --markdown   writes it into README.md between the scenarios markers
 *                                        (into mock-server/SCENARIOS.md while README.md has no markers)
 * npm run mock:scenarios -- --check      fails when README.md's table is not the generated one
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PATHS } from '../paths.ts';
import { loadScenarioCatalogue } from './catalogue.ts';
import { readmeWithScenarios } from './readmeSection.ts';
import { renderMarkdown, renderText } from './table.ts';

async function main(mode: string | undefined): Promise<void> {
  const { scenarios } = loadScenarioCatalogue();
  if (mode !== '--markdown' && mode !== '--check') {
    console.log(`${renderText(scenarios)}\n\n${scenarios.length} scenarios. Header for tools: X-Mock-Scenario: <id>.`);
    return;
  }
  const readme = existsSync(PATHS.readme) ? readFileSync(PATHS.readme, 'utf8') : '';
  const updated = await readmeWithScenarios(readme, scenarios);
  if (mode === '--check') {
    if (updated === null || updated !== readme) {
      console.error('README.md: the scenarios table is missing or stale; run npm run mock:scenarios:readme.');
      process.exitCode = 1;
    }
  } else if (updated === null) {
    writeFileSync(PATHS.scenariosMarkdownFallback, `# Mock scenarios\n\n${renderMarkdown(scenarios)}\n`);
    console.log('README.md has no scenarios markers yet; wrote mock-server/SCENARIOS.md.');
  } else {
    writeFileSync(PATHS.readme, updated);
    console.log(`Wrote ${scenarios.length} scenarios into README.md.`);
  }
}

void main(process.argv[2]);
