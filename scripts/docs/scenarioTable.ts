// The QA page's table of mock scenarios (docs/qa-scenarios.md), from mock-server/scenarios.json: read as data, so the
// docs do not depend on the mock backend's code.
import { readFileSync } from 'node:fs';
import type { MockScenario, MockScenarioCatalogue } from '../../mock-server/__generated__/scenarioCatalogue.ts';

export const SCENARIOS_FILE = 'mock-server/scenarios.json';

export const readScenarios = (): MockScenario[] =>
  (JSON.parse(readFileSync(SCENARIOS_FILE, 'utf8')) as MockScenarioCatalogue).scenarios;

const HEADERS = ['id', 'kind', 'operation', 'produces', 'trigger', 'what QA sees'];
const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const escapeCell = (text: string) => text.replaceAll('|', '\\|');

/** Markdown before Prettier formats it. */
export function renderScenarioTable(scenarios: readonly MockScenario[]): string {
  const rows = scenarios.map((s) => {
    const { field, value, via } = s.trigger;
    const trigger = escapeCell(`${field} = ${shorten(value, 48)} (${via})`);
    const produces = s.detail ? `${s.produces} (${s.detail})` : s.produces;
    return `| \`${s.id}\` | ${s.kind} | ${s.operation} | \`${produces}\` | \`${trigger}\` | ${escapeCell(s.description)} |`;
  });
  return [
    `Generated from \`${SCENARIOS_FILE}\` by \`npm run docs\`; do not edit by hand.`,
    'Values cut short with … (tokens, signed timestamps) are in full in the catalogue.',
    '',
    `| ${HEADERS.join(' | ')} |`,
    `|${HEADERS.map(() => ' --- ').join('|')}|`,
    ...rows,
  ].join('\n');
}
