// The QA page's social sign-in section (docs/qa-scenarios.md): the cases at the mock identity providers, from
// mock-server/scenarios.json read as data (as scenarioTable.ts does).
import { readFileSync } from 'node:fs';
import type { MockScenarioCatalogue } from '../../mock-server/__generated__/scenarioCatalogue.ts';
import { SCENARIOS_FILE } from './scenarioTable.ts';

type SocialScenario = MockScenarioCatalogue['socialScenarios'][number];

export const readSocialScenarios = (): SocialScenario[] =>
  (JSON.parse(readFileSync(SCENARIOS_FILE, 'utf8')) as MockScenarioCatalogue).socialScenarios;

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

const how = (s: SocialScenario) =>
  `${s.identity === 'cancel' ? 'Cancel' : `\`${s.identity}\``}${s.outageCookie ? `, cookie \`mock-social-outage=${s.outageCookie}\`` : ''}`;

/** Markdown before Prettier formats it. */
export function renderSocialSection(scenarios: SocialScenario[]): string {
  return [
    `Generated from \`${SCENARIOS_FILE}\` (\`socialScenarios\`) by \`npm run docs\`; do not edit by hand.`,
    '',
    '| id | provider | identity | produces | what QA does and sees |',
    '| --- | --- | --- | --- | --- |',
    ...scenarios.map(
      (s) => `| \`${s.id}\` | ${s.provider} | ${how(s)} | \`${s.produces}\` | ${escapeCell(s.description)} |`,
    ),
  ].join('\n');
}
