// Each registration-code error, opened as a registration link from its catalogue trigger, shows its deny message.
import { readFileSync } from 'node:fs';
import { translate } from './expected.ts';
import { expect, test } from './fixtures.ts';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const codeErrors = json('config/outcomes.json').codeErrors as Record<string, { route: string; reason: string }>;
const denyMessages = json('config/screens/deny.json').blocks.find((b: { type: string }) => b.type === 'reasonMessage');
const scenarios = (
  json('mock-server/scenarios.json').scenarios as {
    id: string;
    kind: string;
    produces: string;
    request: { variables: Record<string, string> };
  }[]
).filter((s) => s.kind === 'codeError');

test('the catalogue reproduces every code error of config/outcomes.json', () => {
  expect(scenarios.map((s) => s.produces).sort()).toEqual(Object.keys(codeErrors).sort());
});

for (const scenario of scenarios) {
  const { reason } = codeErrors[scenario.produces]!;
  test(`${scenario.produces} → deny page (${reason})`, async ({ page }) => {
    const { registrationCode, validityTimestamp } = scenario.request.variables;
    const query = validityTimestamp ? `?validityTimestamp=${encodeURIComponent(validityTimestamp)}` : '';
    await page.goto(`/acquisition/sv/${registrationCode}${query}`);
    await expect(page).toHaveURL(new RegExp(`/acquisition/sv/registration/deny\\?reason=${reason}$`));
    await expect(page.getByText(translate('sv', denyMessages.messages[reason] ?? denyMessages.default))).toBeVisible();
  });
}
