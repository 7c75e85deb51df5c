// The generated sections of the docs pages: each page, the marked section in it, and what goes there.
import { readFileSync } from 'node:fs';
import { readAbCatalogue, renderAbSection } from './abScenarioTable.ts';
import { renderBlockTable } from './blockTable.ts';
import { appConfig } from '../../src/config/appConfig.ts';
import { formatMarkdown, replaceMarkedSection } from './markedSection.ts';
import { renderPreviewTable } from './previewTable.ts';
import { readScenarios, renderScenarioTable } from './scenarioTable.ts';
import { readSocialScenarios, renderSocialSection } from './socialScenarioTable.ts';

export const GENERATED_SECTIONS = [
  {
    page: 'docs/configuration.md',
    section: 'blocks',
    render: () => renderBlockTable(JSON.parse(readFileSync('schema/config/screen.schema.json', 'utf8'))),
  },
  { page: 'docs/qa-scenarios.md', section: 'scenarios', render: () => renderScenarioTable(readScenarios()) },
  { page: 'docs/qa-scenarios.md', section: 'ab', render: () => renderAbSection(readAbCatalogue()) },
  { page: 'docs/qa-scenarios.md', section: 'social', render: () => renderSocialSection(readSocialScenarios()) },
  { page: 'docs/marketers.md', section: 'preview', render: () => renderPreviewTable(appConfig.basePath) },
];

/** The page as it should be: its generated section written anew. */
export async function regenerated(page: string, section: string, render: () => string): Promise<string> {
  const replaced = replaceMarkedSection(readFileSync(page, 'utf8'), section, render());
  if (replaced === null) throw new Error(`${page} has no <!-- ${section}:start --> … <!-- ${section}:end --> section.`);
  return formatMarkdown(replaced, page);
}
