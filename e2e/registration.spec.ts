// Registration from the registration link to 'verify your e-mail', against the mock backend.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { REGISTRATION_COUNTRIES } from '../src/shared/registrationRules.ts';
import { translate } from './expected.ts';
import { expect, test } from './fixtures.ts';

async function fillForm(page: Page, email: string) {
  await page.getByLabel('Ms/Mrs').check();
  await page.getByLabel('First name').fill('Zoë');
  await page.getByLabel('Last name').fill('Łukasiewicz-O’Neill');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Country').selectOption({ label: 'Austria' });
}

test('a visitor with a registration link registers and is asked to verify the e-mail', async ({ page }) => {
  await page.goto('/acquisition/MOCK-VALID');
  await expect(page.getByRole('heading', { name: 'Anna Schmidt has invited you' })).toBeVisible();
  await expect(page.getByLabel('Country').locator('option:checked')).toHaveText('Germany');
  const email = `e2e.new.member.${Date.now()}@mock.test`; // unique: other workers share the server
  await fillForm(page, email);
  await page.getByLabel(/I accept the terms/).check();
  await page.getByLabel(/newsletter/).check();
  await page.getByRole('button', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/acquisition\/registration\/formfinished\?registrationId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('en', 'screens.form-finished.title'));

  // Tracking: hashed e-mail and registration id only.
  const registrationId = new URL(page.url()).searchParams.get('registrationId')!;
  const dataLayer = () =>
    page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
  await expect.poll(async () => (await dataLayer()).map((e) => e.event)).toContain('subscribe_newsletter');
  const events = await dataLayer();
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  expect(events).toContainEqual({ event: 'registration_country_changed', country: 'AT' });
  expect(events).toContainEqual({ event: 'registration_step', step: 'form_submitted' });
  expect(events).toContainEqual({
    event: 'successful_user_registration',
    email_hash: sha256(email),
    registration_id_hash: sha256(registrationId),
  });
  expect(events).toContainEqual({ event: 'subscribe_newsletter', email_hash: sha256(email) });
  expect(JSON.stringify(events)).not.toContain(email);
});

test('the country list shows the registration countries by their names in the visitor language, in its alphabetical order', async ({
  page,
}) => {
  await page.goto('/acquisition/de/MOCK-VALID');
  const country = page.getByLabel('Land');
  await expect(country.locator('option:checked')).toHaveText('Deutschland');
  const names = (await country.locator('option').allTextContents()).slice(1); // after 'Bitte wählen'
  expect(names).toHaveLength(REGISTRATION_COUNTRIES.length);
  expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  expect(names).toContain('Österreich');
});

test('an empty submit shows the five messages and focuses the first field in error', async ({ page }) => {
  await page.goto('/acquisition/MOCK-VALID');
  await page.getByRole('button', { name: 'Register now' }).click();
  for (const key of ['gender', 'firstName', 'lastName', 'email', 'terms']) {
    await expect(page.getByText(translate('en', `registration.errors.${key}`), { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Ms/Mrs')).toBeFocused();
});

test('disallowed characters, an invalid e-mail and no country get their messages; nothing typed is lost on reload', async ({
  page,
}) => {
  await page.goto('/acquisition/de/MOCK-VALID');
  await page.getByLabel(translate('de', 'registration.fields.firstName')).fill('R2-D2');
  await page.getByLabel(translate('de', 'registration.fields.email')).fill('not-an-email');
  await page.getByLabel(translate('de', 'registration.fields.country')).selectOption({ index: 0 }); // 'Bitte wählen'
  await page.getByRole('button', { name: translate('de', 'registration.submit') }).click();
  await expect(page.getByText(translate('de', 'registration.errors.invalidCharacters'))).toBeVisible();
  await expect(page.getByText(translate('de', 'registration.errors.email'))).toBeVisible();
  await expect(page.getByText(translate('de', 'registration.errors.country'))).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(translate('de', 'registration.fields.firstName'))).toHaveValue('R2-D2');
  await expect(page.getByLabel(translate('de', 'registration.fields.email'))).toHaveValue('not-an-email');
});

test('an e-mail already active leads to the already-active page', async ({ page }) => {
  await page.goto('/acquisition/MOCK-VALID');
  await fillForm(page, 'active@mock.test');
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/acquisition\/registration\/registrationformemailactivecomplete\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('en', 'screens.email-active.title'));
});

test('an e-mail pending activation leads to the pending page, and back to the form with the values kept', async ({
  page,
}) => {
  await page.goto('/acquisition/MOCK-VALID');
  await fillForm(page, 'pending@mock.test');
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/acquisition\/registration\/registrationformemailpendingcomplete\?/);
  const events = await page.evaluate(() => (window as unknown as { dataLayer: { event: string }[] }).dataLayer);
  expect(events.filter((e) => e.event === 'registration_outcome')).toEqual([
    { event: 'registration_outcome', outcome: 'account_pending' },
  ]);
  await page.getByRole('link', { name: translate('en', 'screens.email-pending.back') }).click();
  await expect(page).toHaveURL(/\/acquisition\/?\?registrationCode=MOCK-VALID$/);
  await expect(page.getByLabel('First name')).toHaveValue('Zoë');
  await expect(page.getByLabel('E-mail address')).toHaveValue('pending@mock.test');
  await expect(page.getByLabel(/I accept the terms/)).not.toBeChecked();
});

test('the registration page shows the variant the code is customized with: viral copy, 15 % voucher, two columns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/acquisition/MOCK-VALID');
  const registration = page.locator('.registration');
  await expect(registration).toHaveAttribute('data-copy-variant', 'viral');
  await expect(registration).toHaveClass(/registration-layout-right-double-column/);
  await expect(page.getByText(translate('en', 'registration.voucher.p15'))).toBeVisible();
  const [headline, form] = await Promise.all([
    page.getByRole('heading', { name: 'Anna Schmidt has invited you' }).boundingBox(),
    page.getByLabel('First name').boundingBox(),
  ]);
  expect(form!.x).toBeGreaterThan(headline!.x + headline!.width / 2); // the form stands to the right
});

test('a flow that finishes in a popup shows the e-mail confirmation popup over the page; Escape closes it', async ({
  page,
}) => {
  await page.goto('/acquisition/MOCK-APPROVED?utm_source=mail');
  await fillForm(page, `e2e.popup.${Date.now()}@mock.test`);
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: 'Register now' }).click();
  const popup = page.getByRole('dialog', { name: translate('en', 'screens.form-finished.title') });
  await expect(popup.getByRole('heading', { level: 2 })).toHaveText(translate('en', 'screens.form-finished.title'));
  await expect(page).toHaveURL(/\/acquisition\/MOCK-APPROVED\?utm_source=mail&registrationId=/);
  await expect(popup.getByRole('button', { name: translate('en', 'registration.finishedPopupClose') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/acquisition\/MOCK-APPROVED\?utm_source=mail$/);
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveValue(''); // registered: the draft is gone
});

test('only the visitor changing the country is tracked as a country change; a pasted e-mail loses its spaces', async ({
  page,
}) => {
  await page.goto('/acquisition/de/MOCK-VALID');
  const country = page.getByLabel(translate('de', 'registration.fields.country'));
  await expect(country.locator('option:checked')).toHaveText('Deutschland');
  const countryChanges = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
        (e) => e.event === 'registration_country_changed',
      ),
    );
  await page.waitForTimeout(500); // let the form settle: its preset country is no change
  expect(await countryChanges()).toEqual([]);
  await country.selectOption({ label: 'Polen' });
  await expect.poll(countryChanges).toEqual([{ event: 'registration_country_changed', country: 'PL' }]);

  const email = page.getByLabel(translate('de', 'registration.fields.email'));
  await email.fill('  anna.berg@mock.test ');
  await expect(email).toHaveValue('anna.berg@mock.test');
});
