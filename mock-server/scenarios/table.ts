/** The catalogue as a plain-text table for the terminal (the docs' Markdown table is scripts/docs/scenarioTable.ts). */
import type { MockScenario } from './catalogue.ts';

const HEADERS = ['id', 'kind', 'operation', 'produces', 'trigger'];

const shorten = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function cells(scenario: MockScenario): string[] {
  const { field, value, via } = scenario.trigger;
  return [
    scenario.id,
    scenario.kind,
    scenario.operation,
    scenario.detail ? `${scenario.produces} (${scenario.detail})` : scenario.produces,
    `${field} = ${shorten(value, 40)} (${via})`,
  ];
}

export function renderText(scenarios: readonly MockScenario[]): string {
  const rows = [HEADERS, ...scenarios.map(cells)];
  const widths = HEADERS.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
