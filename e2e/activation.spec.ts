// From the registration link to an activated account, and the ways activation can end.
import type { APIRequestContext, Page } from '@playwright/test';
import { appPath, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { pendingRegistration } from './mockBackend.ts';
import { submitWithEmail } from './registrationForm.ts';
import { trackedOutcomes } from './tracking.ts';
import { uniqueEmail } from './uniqueEmail.ts';
import { outcomesConfig as outcomes } from '../src/config/outcomesConfig.ts';

/** The event config/outcomes.json tracks for an activation error (spec §8: activation failed, not found). */
const outcomeOf = (error: keyof typeof outcomes.activationErrors) => outcomes.activationErrors[error]!.track;

async function register(page: Page, email: string) {
  await page.goto('/acquisition/MOCK-VALID');
  await page.getByLabel('Mr', { exact: true }).check();
  await page.getByLabel('First name').fill('Jörg');
  await page.getByLabel('Last name').fill('Åström');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/registration\/formfinished\?registrationId=/);
}

/** The activation link of the mail the mock backend "sent" to this address. */
async function activationLink(request: APIRequestContext, email: string): Promise<URL> {
  const mails = (await (await request.get('/mock/outbox')).json()) as { to: string; link: string }[];
  const mail = mails.findLast((m) => m.to === email);
  expect(mail, `activation mail to ${email}`).toBeDefined();
  return new URL(mail!.link);
}

test('happy path: registration link, form, verify e-mail, activation link, activated account', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('e2e.activate');
  await register(page, email);
  const link = await activationLink(request, email);
  expect(link.pathname).toBe('/acquisition/registration/activateaccount');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('status')).toContainText(translate('en', 'screens.activate-account.activated'));
  // The heading says what happened, no longer what is happening.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translate('en', 'screens.activate-account.activatedTitle'),
  );
  await page.getByRole('link', { name: translate('en', 'screens.activate-account.logIn') }).click();
  await expect(page).toHaveURL(/\/acquisition\/entrance$/);
});

test('a French registration left pending and registered again gets both mails in French', async ({ page, request }) => {
  const email = uniqueEmail('e2e.resent.fr');
  await submitWithEmail(page, 'fr', email);
  await expect(page).toHaveURL(/\/acquisition\/fr\/registration\/formfinished\?registrationId=/);
  const first = await activationLink(request, email);
  expect(first.pathname).toBe(appPath('fr', 'registration/activateaccount'));

  // Again, this time in English on another browser: the mail is still the French registration's.
  await page.context().clearCookies();
  await submitWithEmail(page, 'en', email);
  await expect(page).toHaveURL(/\/acquisition\/registration\/registrationformemailpendingcomplete\?/);
  const again = await activationLink(request, email);
  expect(again.href).toBe(first.href);
  await page.goto(again.pathname + again.search);
  await expect(page.getByRole('status')).toContainText(translate('fr', 'screens.activate-account.activated'));
});

for (const lang of ['en', 'de']) {
  test(`a failed activation offers to try the same link again, which then activates (${lang})`, async ({
    page,
    request,
  }) => {
    const activation = await pendingRegistration(request, uniqueEmail(`e2e.retry.${lang}`));
    const prefixed = appPath(lang, 'registration/activateaccount') + new URL(activation, 'http://app.test').search;
    await page.setExtraHTTPHeaders({ 'X-Mock-Scenario': 'activation-failed' }); // the attempt fails once
    await page.goto(prefixed);
    await expect(page).toHaveURL(/\/registration\/activateaccountError\?activationId=[^&]+&reason=failed$/);
    await expect(page.getByText(translate(lang, 'screens.activate-account-error.failed'))).toBeVisible();
    expect(await trackedOutcomes(page)).toEqual([outcomeOf('ACTIVATION_FAILED')]);

    await page.setExtraHTTPHeaders({});
    await page.getByRole('link', { name: translate(lang, 'screens.activate-account-error.retry') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      translate(lang, 'screens.activate-account.activatedTitle'),
    );
    expect(new URL(page.url()).search).toBe(new URL(prefixed, 'http://app.test').search); // the same link
  });
}

test('the verify-e-mail page moves on by itself when the account is activated elsewhere', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('e2e.elsewhere');
  await register(page, email);
  const link = await activationLink(request, email);
  const phone = await browser.newContext({ baseURL });
  const phonePage = await phone.newPage();
  await phonePage.goto(link.pathname + link.search);
  await expect(phonePage.getByRole('status')).toContainText(translate('en', 'screens.activate-account.activated'));
  await phone.close();
  await expect(page).toHaveURL(/\/acquisition\/entrance$/);
});

test('an unknown activation link leads to the invalid-link message', async ({ page }) => {
  await page.goto('/acquisition/de/registration/activateaccount?activationId=does-not-exist');
  await expect(page).toHaveURL(/\/acquisition\/de\/registration\/activateaccountError\?reason=invalid-link$/);
  await expect(page.getByText(translate('de', 'screens.activate-account-error.invalidLink'))).toBeVisible();
  expect(await trackedOutcomes(page)).toEqual([outcomeOf('ACTIVATION_NOT_FOUND')]);
  // Trying the same unknown link again would not help: no 'try again' here.
  await expect(page.getByRole('link', { name: translate('de', 'screens.activate-account-error.retry') })).toHaveCount(
    0,
  );
});

test('an activation link without its id is invalid too', async ({ page }) => {
  await page.goto('/acquisition/registration/activateaccount');
  await expect(page).toHaveURL(/\/registration\/activateaccountError\?reason=invalid-link$/);
});

test('the already-active page forwards to the log-in after a short time', async ({ page }) => {
  await page.goto('/acquisition/fr/registration/registrationformemailactivecomplete');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('fr', 'screens.email-active.title'));
  await expect(page).toHaveURL(/\/acquisition\/fr\/entrance$/, { timeout: 8000 });
});
