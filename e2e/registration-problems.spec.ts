// Each of the 18 problem types, reproduced by typing its catalogue trigger, lands where config/outcomes.json says.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { translate } from './expected.ts';
import { expect, test } from './fixtures.ts';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const outcomes = json('config/outcomes.json').problems as Record<
  string,
  { route?: string; field?: string; message?: string }
>;
const routes = json('config/routes.json').routes as { id: string; path: string }[];
const form = json('config/forms/registration.json');
const scenarios = (
  json('mock-server/scenarios.json').scenarios as {
    id: string;
    produces: string;
    trigger: { field: string; value: string };
  }[]
).filter((s) => s.produces in outcomes);

/** The visible label of a form field (a radio group's first option), for finding where its message must appear. */
function fieldLabel(field: string) {
  const ui = form.uiSchema[field];
  return translate('en', ui['ui:widget'] === 'radio' ? ui['ui:enumNames'][0] : ui['ui:title']);
}

async function submitWithEmail(page: Page, email: string) {
  await page.goto('/acquisition/MOCK-VALID');
  await page.getByLabel('Ms/Mrs').check();
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Berg');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: 'Register now' }).click();
}

test('the catalogue reproduces all 18 problem types', () => {
  expect(new Set(scenarios.map((s) => s.produces)).size).toBe(18);
});

for (const scenario of scenarios) {
  const outcome = outcomes[scenario.produces]!;
  test(`${scenario.produces} (${scenario.trigger.value})`, async ({ page }) => {
    await submitWithEmail(page, scenario.trigger.value);
    if (outcome.route) {
      const path = routes.find((r) => r.id === outcome.route)!.path;
      await expect(page).toHaveURL(new RegExp(`/acquisition/${path}(\\?|$)`));
      return;
    }
    const message = translate('en', outcome.message!);
    if (outcome.field) {
      const group = page.locator('.form-group', { has: page.getByLabel(fieldLabel(outcome.field)) }).last();
      await expect(group.getByText(message)).toBeVisible();
    } else {
      await expect(page.getByRole('alert')).toContainText(message);
    }
    // Nothing the visitor typed is lost.
    await expect(page.getByLabel('E-mail address')).toHaveValue(scenario.trigger.value);
    await expect(page.getByRole('button', { name: 'Register now' })).toBeEnabled();
  });
}
