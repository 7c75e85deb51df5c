/** The README with its QA section regenerated, formatted by Prettier as the README's format check wants. */
import { formatMarkdown } from '../../scripts/readme/markedSection.ts';
import { PATHS } from '../paths.ts';
import type { MockScenario } from './catalogue.ts';
import { renderMarkdown, replaceMarkedSection } from './table.ts';

/** null when the README has no scenarios markers. */
export async function readmeWithScenarios(readme: string, scenarios: readonly MockScenario[]): Promise<string | null> {
  const replaced = replaceMarkedSection(readme, renderMarkdown(scenarios));
  if (replaced === null) return null;
  return formatMarkdown(replaced, PATHS.readme);
}
