// The QA page's A/B section (docs/qa-scenarios.md): the A/B service's cases and, per variant dimension, the code on
// which the experiment decides, from mock-server/scenarios.json read as data (as scenarioTable.ts does).
import { readFileSync } from 'node:fs';
import type { MockScenarioCatalogue } from '../../mock-server/__generated__/scenarioCatalogue.ts';
import { SCENARIOS_FILE } from './scenarioTable.ts';

export const readAbCatalogue = (): Pick<MockScenarioCatalogue, 'abScenarios' | 'experimentCodes'> =>
  JSON.parse(readFileSync(SCENARIOS_FILE, 'utf8')) as MockScenarioCatalogue;

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

/** Markdown before Prettier formats it. */
export function renderAbSection({ abScenarios, experimentCodes }: ReturnType<typeof readAbCatalogue>): string {
  return [
    `Generated from \`${SCENARIOS_FILE}\` (\`abScenarios\`, \`experimentCodes\`) by \`npm run docs\`; do not edit by hand.`,
    '',
    '| id | produces | cookie | what QA sees |',
    '| --- | --- | --- | --- |',
    ...abScenarios.map(
      (s) =>
        `| \`${s.id}\` | \`${s.produces}\` | \`${s.trigger.cookie}=${s.trigger.value}\` | ${escapeCell(s.description)} |`,
    ),
    '',
    'Where the experiment decides each part of the registration page (open `/acquisition/<code>`, no query):',
    '',
    '| dimension | code | why |',
    '| --- | --- | --- |',
    ...experimentCodes.map(
      (e) => `| \`${e.dimension}\` | ${e.code === null ? 'none' : `\`${e.code}\``} | ${escapeCell(e.description)} |`,
    ),
  ].join('\n');
}
