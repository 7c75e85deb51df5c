// The social registration's second step (/social-registration-second-step?token=…): a registration in the
// socialRegistration flow leads there with its e-mail token; the shopping preferences are saved on that registration
// (or skipped), then 'verify your e-mail' follows as after any registration. A token the backend refuses says so and
// leaves the way on. Texts come from config and the locale files, in the visitor's language.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { routeById } from '../src/navigation/routeById.ts';
import { variantsConfig } from '../src/config/variantsConfig.ts';
import { expectNoAxeViolations } from './axe.ts';
import { appPath, escapeRegExp, plainText, screenConfig, screenTitle, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { trigger } from './mockBackend.ts';
import { submitWithEmail } from './registrationForm.ts';
import { uniqueEmail } from './uniqueEmail.ts';

const SCREEN = 'social-registration-second-step';
const form = JSON.parse(readFileSync('config/forms/shopping-preferences.json', 'utf8'));
const ui = form.uiSchema;
const copy = variantsConfig.copyVariants[SCREEN]!;
const skipLink = screenConfig(SCREEN).blocks.find((block) => block.type === 'link')!;
const finishedPath = (lang: string) => escapeRegExp(appPath(lang, routeById('form-finished').path));
const saveButton = (page: Page, lang: string) =>
  page.getByRole('button', { name: translate(lang, ui['ui:submitButtonOptions'].submitText) });

test('a social registration goes on to the shopping preferences, saves them and is asked to verify the e-mail', async ({
  page,
}) => {
  const lang = 'en';
  await submitWithEmail(page, lang, uniqueEmail('e2e.social'), 'MOCK-SOCIAL-REG');
  // The token opened the page; its guard keeps it for the session and takes it out of the address.
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(appPath(lang, SCREEN))}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(screenTitle(SCREEN, lang));
  // The copy variant of the second step is the page's headline and lead; the page says preferences can wait.
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(translate(lang, copy.headline));
  await expect(main.getByText(translate(lang, copy.subline))).toBeVisible();
  await expect(main.getByText(translate(lang, `screens.${SCREEN}.later`))).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing chosen: the departments say so and take focus.
  await saveButton(page, lang).click();
  await expect(main.getByText(translate(lang, form.messages.departments.minItems))).toBeVisible();
  await expect(main.getByLabel(translate(lang, ui.departments['ui:enumNames'][0]), { exact: true })).toBeFocused();

  // Every brand of the form's list is offered, by its label.
  const brands = form.schema.properties.brands.items.oneOf as { title: string }[];
  const brandGroup = main.getByRole('group', { name: translate(lang, ui.brands['ui:title']) });
  await expect(brandGroup.getByRole('checkbox')).toHaveCount(brands.length);
  await main.getByLabel(translate(lang, ui.departments['ui:enumNames'][1]), { exact: true }).check();
  await brandGroup.getByLabel(brands[0]!.title).check();
  await main.getByLabel(translate(lang, ui.clothingSize['ui:title'])).selectOption('M');
  await saveButton(page, lang).click();
  await expect(page).toHaveURL(new RegExp(`${finishedPath(lang)}\\?registrationId=reg_`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate(lang, 'screens.form-finished.title'));
});

test('a token the backend refuses: the page says so, and the skip link goes on to verify the e-mail', async ({
  page,
}) => {
  const lang = 'pl';
  await page.goto(`${appPath(lang, SCREEN)}?token=${trigger('shopping-preferences-token-invalid')}`);
  const main = page.getByRole('main');
  await main.getByLabel(translate(lang, ui.departments['ui:enumNames'][0]), { exact: true }).check();
  await saveButton(page, lang).click();
  await expect(main.getByText(translate(lang, `screens.${SCREEN}.errors.tokenInvalid`))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(escapeRegExp(appPath(lang, SCREEN))));
  await main.getByRole('link', { name: plainText(lang, skipLink.type === 'link' ? skipLink.text : '') }).click();
  await expect(page).toHaveURL(new RegExp(`${finishedPath(lang)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate(lang, 'screens.form-finished.title'));
});
