/** The catalogue as a table: plain text for the terminal, Markdown for the README's QA section. */
import type { MockScenario } from './catalogue.ts';

import { replaceMarkedSection as replaceSection, sectionMarkers } from '../../scripts/readme/markedSection.ts';

export const { start: SECTION_START, end: SECTION_END } = sectionMarkers('scenarios');

const HEADERS = ['id', 'kind', 'operation', 'produces', 'trigger', 'what QA sees'] as const;

const shorten = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function cells(scenario: MockScenario, maxTriggerValue: number): string[] {
  const { field, value, via } = scenario.trigger;
  return [
    scenario.id,
    scenario.kind,
    scenario.operation,
    scenario.produces,
    `${field} = ${shorten(value, maxTriggerValue)} (${via})`,
    scenario.description,
  ];
}

export function renderText(scenarios: readonly MockScenario[]): string {
  const rows = [Array.from(HEADERS), ...scenarios.map((s) => cells(s, 40).slice(0, 5))];
  const widths = rows[0]!.slice(0, 5).map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .slice(0, 5)
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

const escapeCell = (text: string): string => text.replaceAll('|', '\\|');

/** Markdown before Prettier: scenarios/readmeSection.ts formats it as the README's check expects. */
export function renderMarkdown(scenarios: readonly MockScenario[]): string {
  const header = `| ${HEADERS.join(' | ')} |\n|${HEADERS.map(() => ' --- ').join('|')}|`;
  const rows = scenarios.map((s) => {
    const [id, kind, operation, produces, trigger, sees] = cells(s, 48).map(escapeCell);
    return `| \`${id}\` | ${kind} | ${operation} | \`${produces}\` | \`${trigger}\` | ${sees} |`;
  });
  return [
    'Generated from `mock-server/scenarios.json` by `npm run mock:scenarios:readme`; do not edit by hand.',
    'Tools send the header `X-Mock-Scenario: <id>` instead of typing the trigger.',
    'Values cut short with … (tokens, signed timestamps) are in full in `mock-server/scenarios.json`.',
    '',
    header,
    ...rows,
  ].join('\n');
}

/** The document with the text between the markers replaced; null when the markers are missing. */
export const replaceMarkedSection = (document: string, content: string): string | null =>
  replaceSection(document, 'scenarios', content);
