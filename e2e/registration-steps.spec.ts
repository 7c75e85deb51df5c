// The registration form asked in steps (config/forms/registration.json `steps`, in the flows they name: leanStep2 on
// MOCK-LEAN): the first step's button checks only its own fields, the next step's heading takes focus, Back keeps what
// was typed, and the last step registers as the one-page form does. Which field is in which step comes from config.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { routeById } from '../src/navigation/routeById.ts';
import { appPath, escapeRegExp, translate, translateWith } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { fieldLabel, findingLabel, submitButton } from './registrationForm.ts';
import { uniqueEmail } from './uniqueEmail.ts';

const form = JSON.parse(readFileSync('config/forms/registration.json', 'utf8'));
const [first, second] = form.steps.list as { fields: string[]; heading: string; continueText?: string }[];
const stepHeading = (page: Page, lang: string, number: number, key: string) =>
  page.getByRole('heading', {
    name: `${translateWith(lang, form.steps.progressText, { current: number, total: form.steps.list.length })} ${translate(lang, key)}`,
  });
/** The field's control: exact, as 'Nom' is also part of 'Prénom'. */
const field = (page: Page, lang: string, name: string) =>
  page.getByLabel(findingLabel(lang, name), { exact: name !== 'termsAndConditions' });
/** The message a field shows when it is left empty. */
const requiredMessage = (lang: string, name: string) => translate(lang, form.messages[name].required);

for (const lang of ['en', 'de']) {
  test(`leanStep2 (${lang}): e-mail and terms first, the rest second, Back keeps both, one registration at the end`, async ({
    page,
  }) => {
    await page.goto(appPath(lang, 'MOCK-LEAN'));
    await expect(stepHeading(page, lang, 1, first!.heading)).toBeVisible();
    for (const name of second!.fields) await expect(field(page, lang, name)).toBeHidden();

    // Continue checks this step only: its messages, focus on its first field in error, nothing of the next step.
    const continueButton = page.getByRole('button', { name: translate(lang, first!.continueText!) });
    await continueButton.click();
    for (const name of first!.fields) await expect(page.getByText(requiredMessage(lang, name))).toBeVisible();
    await expect(field(page, lang, first!.fields[0]!)).toBeFocused();
    for (const name of second!.fields.filter((n) => form.messages[n])) {
      await expect(page.getByText(requiredMessage(lang, name), { exact: true })).toHaveCount(0);
    }

    const email = uniqueEmail(`e2e.lean.${lang}`);
    await page.getByLabel(fieldLabel(lang, 'email'), { exact: true }).fill(email);
    await page.getByLabel(fieldLabel(lang, 'termsAndConditions')).check();
    await continueButton.click();
    await expect(stepHeading(page, lang, 2, second!.heading)).toBeFocused();
    await expect(page.getByLabel(fieldLabel(lang, 'email'), { exact: true })).toBeHidden();
    await page.getByLabel(findingLabel(lang, 'gender')).check();
    await page.getByLabel(fieldLabel(lang, 'firstName'), { exact: true }).fill('Anna');

    // Back: the first step as it was left; forward again: the second as it was left.
    await page.getByRole('button', { name: translate(lang, form.steps.backText) }).click();
    await expect(stepHeading(page, lang, 1, first!.heading)).toBeFocused();
    await expect(page.getByLabel(fieldLabel(lang, 'email'), { exact: true })).toHaveValue(email);
    await expect(page.getByLabel(fieldLabel(lang, 'termsAndConditions'))).toBeChecked();
    await continueButton.click();
    await expect(page.getByLabel(fieldLabel(lang, 'firstName'), { exact: true })).toHaveValue('Anna');
    await page.getByLabel(fieldLabel(lang, 'lastName'), { exact: true }).fill('Berg');
    await submitButton(page, lang).click();
    await expect(page).toHaveURL(
      new RegExp(`${escapeRegExp(appPath(lang, routeById('form-finished').path))}\\?registrationId=`),
    );
  });
}
