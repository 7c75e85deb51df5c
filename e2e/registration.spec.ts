// Registration from the registration link to 'verify your e-mail', against the mock backend.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { REGISTRATION_COUNTRIES } from '../src/shared/registrationRules.ts';
import { translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { expectUnchangedFor } from './unchangedFor.ts';
import { fakeConsentManager, handedConsent, landing, pageEvents, shownFlow, step } from './tracking.ts';
import { uniqueEmail } from './uniqueEmail.ts';

async function fillForm(page: Page, email: string) {
  await page.getByLabel('Ms/Mrs').check();
  await page.getByLabel('First name').fill('Zoë');
  await page.getByLabel('Last name').fill('Łukasiewicz-O’Neill');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Country').selectOption({ label: 'Austria' });
}

/** The body of the page's next GraphQL request of this operation. */
const operation = (page: Page, name: string) =>
  page.waitForRequest((r) => r.method() === 'POST' && r.postData()?.includes(`"operationName":"${name}"`) === true);

test('a visitor with a registration link registers and is asked to verify the e-mail', async ({ page, baseURL }) => {
  await page.addInitScript(...fakeConsentManager);
  const [submitted, finalized] = [
    operation(page, 'submitRegistrationMutation'),
    operation(page, 'finalizeRegistrationMutation').then((request) => request.response()),
  ];
  // Sent here by a shop page on this origin, with a shared product page.
  await page.goto('/acquisition/MOCK-VALID?pdp=%2Fwomen%2Fcoat-123', { referer: `${baseURL}/shop/women/` });
  await expect(page.getByRole('heading', { name: 'Anna Schmidt has invited you' })).toBeVisible();
  await expect(page.getByLabel('Country').locator('option:checked')).toHaveText('Germany');
  // The page view and the accepted code are tracked before the visitor does anything; the form's start after.
  const flow = await shownFlow(page);
  const arrived = [landing('en', flow, true), step('code_accepted', 'en', flow)];
  await expect.poll(() => pageEvents(page)).toEqual(arrived);
  const email = uniqueEmail('e2e.new.member');
  await fillForm(page, email);
  await page.getByLabel(/I accept the terms/).check();
  await page.getByLabel(/newsletter/).check();
  await page.getByRole('button', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/acquisition\/registration\/formfinished\?registrationId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('en', 'screens.form-finished.title'));
  const steps = ['form_started', 'form_submitted', 'form_finished'].map((name) => step(name, 'en', flow));
  expect(await pageEvents(page)).toEqual([...arrived, ...steps]); // each once, in order

  // Where in the shop the visitor came from goes with the registration.
  expect((await submitted).postDataJSON().variables.deepLinkingPageData).toEqual({
    sourcePath: '/shop/women/',
    previousPdpPage: '/women/coat-123',
  });
  // The consent credentials go to the consent manager, and nowhere into the dataLayer.
  const { finalizeRegistration } = (await (await finalized)!.json()).data;
  const credentials = {
    ...finalizeRegistration.consentCredentials,
    cmpCustomerConsentToken: finalizeRegistration.registration.cmpCustomerConsentToken,
  };
  expect(Object.values(credentials).every((value) => typeof value === 'string' && value.length > 0)).toBe(true);
  expect(await handedConsent(page)).toEqual([credentials]);

  // Tracking: hashed e-mail and registration id only, and the backend's salted hash of the new customer's id.
  const registrationId = new URL(page.url()).searchParams.get('registrationId')!;
  const { data } = (await (
    await page.request.post('/graphql', {
      data: {
        query: 'query ($id: ID!) { node(id: $id) { ... on Registration { saltedHashedCustomerId } } }',
        variables: { id: registrationId },
      },
    })
  ).json()) as { data: { node: { saltedHashedCustomerId: string } } };
  expect(data.node.saltedHashedCustomerId).toMatch(/^[0-9a-f]{64}$/);
  const dataLayer = () =>
    page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
  await expect.poll(async () => (await dataLayer()).map((e) => e.event)).toContain('subscribe_newsletter');
  const events = await dataLayer();
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  expect(events).toContainEqual({ event: 'registration_country_changed', country: 'AT' });
  expect(events).toContainEqual({
    event: 'successful_user_registration',
    email_hash: sha256(email),
    registration_id_hash: sha256(registrationId),
    customer_id_hash: data.node.saltedHashedCustomerId,
  });
  expect(events).toContainEqual({ event: 'subscribe_newsletter', email_hash: sha256(email) });
  for (const secret of [email, ...Object.values(credentials)]) expect(JSON.stringify(events)).not.toContain(secret);
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
  await fillForm(page, uniqueEmail('e2e.popup'));
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: 'Register now' }).click();
  const popup = page.getByRole('dialog', { name: translate('en', 'screens.form-finished.title') });
  await expect(popup.getByRole('heading', { level: 2 })).toHaveText(translate('en', 'screens.form-finished.title'));
  // The code's flow, in every event of the page; each once, though the URL changed under the popup.
  const flow = 'waitingListApproved';
  await expect(page.locator('.registration')).toHaveAttribute('data-flow', flow);
  const steps = ['code_accepted', 'form_started', 'form_submitted', 'form_finished'].map((name) =>
    step(name, 'en', flow),
  );
  expect(await pageEvents(page)).toEqual([landing('en', flow, true), ...steps]);
  await expect(page).toHaveURL(/\/acquisition\/MOCK-APPROVED\?utm_source=mail&registrationId=/);
  await expect(popup.getByRole('button', { name: translate('en', 'registration.finishedPopupClose') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/acquisition\/MOCK-APPROVED\?utm_source=mail$/);
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveValue(''); // registered: the draft is gone
  await page.getByLabel('First name').fill('Anna'); // a new registration on the same page: it starts anew
  await expect.poll(() => pageEvents(page)).toEqual([landing('en', flow, true), ...steps, steps[1]]);
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
  // The form takes its preset country once it runs: no change of the visitor's, no event.
  expect(await expectUnchangedFor(countryChanges, 500, 'the preset country is no change')).toEqual([]);
  await country.selectOption({ label: 'Polen' });
  await expect.poll(countryChanges).toEqual([{ event: 'registration_country_changed', country: 'PL' }]);

  const email = page.getByLabel(translate('de', 'registration.fields.email'));
  await email.fill('  anna.berg@mock.test ');
  await expect(email).toHaveValue('anna.berg@mock.test');
});
