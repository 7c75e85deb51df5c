// Each registration-code error from its catalogue trigger: typed in the code entry box in English (or opened
// as its registration link when the trigger is the link's timestamp), and opened as a link in Swedish.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { variantsConfig } from '../src/config/variantsConfig.ts';
import { translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { landing } from './tracking.ts';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const codeErrors = json('config/outcomes.json').codeErrors as Record<
  string,
  { route: string; reason: string; track?: string }
>;
const denyMessages = json('config/screens/deny.json').blocks.find((b: { type: string }) => b.type === 'reasonMessage');
const scenarios = (
  json('mock-server/scenarios.json').scenarios as {
    id: string;
    kind: string;
    produces: string;
    trigger: { field: string; value: string };
    request: { variables: Record<string, string> };
  }[]
).filter((s) => s.kind === 'codeError');

const denyMessage = (lang: string, reason: string) =>
  translate(lang, denyMessages.messages[reason] ?? denyMessages.default);

function linkPath(prefix: string, { registrationCode, validityTimestamp }: Record<string, string>) {
  const query = validityTimestamp ? `?validityTimestamp=${encodeURIComponent(validityTimestamp)}` : '';
  return `/acquisition/${prefix}${registrationCode}${query}`;
}

async function typeCode(page: Page, code: string) {
  await page.goto('/acquisition/');
  await page.getByLabel(translate('en', 'registration.codeEntry.label')).fill(code);
  await page.getByRole('button', { name: translate('en', 'registration.codeEntry.submit') }).click();
}

test('the catalogue reproduces every code error of config/outcomes.json', () => {
  expect(scenarios.map((s) => s.produces).sort()).toEqual(Object.keys(codeErrors).sort());
});

for (const scenario of scenarios) {
  const { reason, track } = codeErrors[scenario.produces]!;
  const typed = scenario.trigger.field === 'registrationCode';

  test(`${scenario.produces}, ${typed ? 'typed' : 'as a link'} in English`, async ({ page }) => {
    if (!typed) await page.goto(linkPath('', scenario.request.variables));
    else await typeCode(page, scenario.trigger.value);
    if (typed && scenario.produces === 'REGISTRATION_CODE_INVALID') {
      // A typed unknown code is a typing error: said on the field, where the visitor can correct it.
      const field = page.getByLabel(translate('en', 'registration.codeEntry.label'));
      await expect(page.getByText(translate('en', 'registration.errors.codeInvalid'))).toBeVisible();
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(scenario.trigger.value);
      return;
    }
    await expect(page).toHaveURL(new RegExp(`/acquisition/registration/deny\\?reason=${reason}$`));
    await expect(page.getByText(denyMessage('en', reason))).toBeVisible();
    const events = await page.evaluate(
      () => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? [],
    );
    const tracked = events.filter((e) => e.event === 'registration_outcome');
    expect(tracked).toEqual(track ? [{ event: 'registration_outcome', outcome: track }] : []);
    // A link's refused code was a landing page view all the same, tracked before the way out; no accepted code.
    const flow = variantsConfig.defaults.registrationFlow;
    const viewed = typed ? [landing('en', flow, false)] : [landing('en', flow, true)];
    expect(events.filter((e) => ['landing', 'registration_step'].includes(e.event))).toEqual(viewed);
    if (track) expect(events.findIndex((e) => e.event === 'landing')).toBeLessThan(events.indexOf(tracked[0]!));
  });

  test(`${scenario.produces} → deny page (${reason}), as a link in Swedish`, async ({ page }) => {
    await page.goto(linkPath('sv/', scenario.request.variables));
    await expect(page).toHaveURL(new RegExp(`/acquisition/sv/registration/deny\\?reason=${reason}$`));
    await expect(page.getByText(denyMessage('sv', reason))).toBeVisible();
  });
}
