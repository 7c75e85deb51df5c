// Visitors without a registration link type their access code on the landing page.
import type { Page } from '@playwright/test';
import codeFormModule from '../src/config/forms/__generated__/registration-code.form.ts';
import { translate, translateWith } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { landing, pageEvents, shownFlow, step } from './tracking.ts';

const codeForm = codeFormModule.config;

const codeField = (page: Page) => page.getByLabel(translate('en', 'registration.codeEntry.label'));
const continueButton = (page: Page) =>
  page.getByRole('button', { name: translate('en', 'registration.codeEntry.submit') });

test('an empty code asks for one, a malformed one is not valid', async ({ page }) => {
  await page.goto('/acquisition/');
  await continueButton(page).click();
  await expect(page.getByText('Please provide an access code.')).toBeVisible();
  await expect(codeField(page)).toBeFocused();
  await codeField(page).fill('no spaces allowed');
  await continueButton(page).click();
  await expect(page.getByText('Your code is not valid.')).toBeVisible();
});

test('an over-long code with characters a code never has says one thing to fix: its length', async ({ page }) => {
  await page.goto('/acquisition/');
  const { maxLength } = codeForm.schema.properties.registrationCode;
  const typed = 'NOT A CODE '.repeat(maxLength / 8).trim();
  await codeField(page).fill(typed);
  await continueButton(page).click();
  const field = page.locator('.field', { has: codeField(page) });
  await expect(field.locator('.field-errors li')).toHaveText([
    translateWith('en', 'registration.errors.tooLong', { max: maxLength }),
  ]);
  await expect(codeField(page)).toHaveValue(typed);
});

test('an unknown code is not valid, and stays in the field', async ({ page }) => {
  await page.goto('/acquisition/');
  await codeField(page).fill('UNKNOWN-CODE-42');
  await continueButton(page).click();
  await expect(page.getByText('Your code is not valid.')).toBeVisible();
  await expect(codeField(page)).toHaveValue('UNKNOWN-CODE-42');
});

test('a valid code opens the registration form with the inviter; each page view and the accepted code are tracked', async ({
  page,
}) => {
  await page.goto('/acquisition/it/?flow=leanStep2');
  // The landing page without a code: the flow its address selects.
  await expect.poll(() => pageEvents(page)).toEqual([landing('it', 'leanStep2', false)]);
  await page.getByLabel(translate('it', 'registration.codeEntry.label')).fill('MOCK-VALID');
  await page.getByRole('button', { name: translate('it', 'registration.codeEntry.submit') }).click();
  await expect(page).toHaveURL(/\/acquisition\/it\/MOCK-VALID$/);
  await expect(
    page.getByRole('heading', {
      name: translateWith('it', 'registration.copy.viral.headline', { inviter: 'Anna Schmidt' }),
    }),
  ).toBeVisible();
  // The code's page is a page view of its own (a client-side navigation), in the flow it shows.
  const flow = await shownFlow(page);
  await expect
    .poll(() => pageEvents(page))
    .toEqual([landing('it', 'leanStep2', false), landing('it', flow, true), step('code_accepted', 'it', flow)]);
});

test('a code without balance leads to the deny page', async ({ page }) => {
  await page.goto('/acquisition/');
  await codeField(page).fill('MOCK-NO-BALANCE');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/registration\/deny\?reason=no-balance$/);
});

test('a pasted code with spaces around it is the code', async ({ page }) => {
  await page.goto('/acquisition/');
  await codeField(page).fill(' MOCK-VALID ');
  await expect(codeField(page)).toHaveValue('MOCK-VALID');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/acquisition\/MOCK-VALID$/);
});
