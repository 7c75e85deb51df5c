// The 'why members only' popup: a visitor sent from a shared product page (/?pdp=<product path>) sees why offers
// and prices are for members only, can apply for membership in it or enter an access code instead. Its code is a
// chunk of its own that other visitors never download.
import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { screenTitle, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './uniqueEmail.ts';

const productPage = '/p/cashmere-coat-4711';
const popup = (page: Page, lang: string) =>
  page.getByRole('dialog', { name: translate(lang, 'screens.landing.membersOnly.title') });
const popupRequests = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request: Request) => requested.push(request.url()));
  return () => requested.filter((url) => /MembersOnlyPopup/.test(url));
};

test.use({ viewport: { width: 390, height: 844 } }); // phones first

test('a visitor from a product page sees why members only; Escape closes it, focus back at the page', async ({
  page,
}) => {
  const popupChunk = popupRequests(page);
  await page.goto(`/acquisition/?pdp=${encodeURIComponent(productPage)}`);
  const dialog = popup(page, 'en');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(
    translate('en', 'screens.landing.membersOnly.title'),
  );
  await expect(dialog.getByText(translate('en', 'screens.landing.membersOnly.lead'))).toBeVisible();
  await expect(dialog.getByLabel(translate('en', 'membership.apply.email'))).toBeVisible();
  await expect(dialog).toBeFocused(); // itself, named by its heading: its field may still be on its way
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(translate('en', 'membership.apply.email'))).toBeFocused();
  expect(popupChunk()).toHaveLength(1);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#main-content')).toBeFocused(); // nothing had focus before: the page's start
  await expect(page).toHaveURL(/\/acquisition\/?$/); // ?pdp= is gone: a reload does not open it again
});

test('the close button closes it and focus returns to what had it (de)', async ({ page }) => {
  await page.goto('/acquisition/de/');
  const codeField = page.getByLabel(translate('de', 'registration.codeEntry.label'));
  await codeField.focus();
  // Sent from a product page inside the app: the popup opens over the page the visitor is on.
  await page.evaluate((path) => {
    history.pushState(null, '', `/acquisition/de/?pdp=${encodeURIComponent(path)}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, productPage);
  const dialog = popup(page, 'de');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: translate('de', 'screens.landing.membersOnly.close') }).click();
  await expect(dialog).toBeHidden();
  await expect(codeField).toBeFocused();
  await expect(page).toHaveURL(/\/acquisition\/de\/?$/);
});

test('applying in the popup: an invalid e-mail is refused, a valid one confirmed (de)', async ({ page }) => {
  await page.goto(`/acquisition/de/?pdp=${encodeURIComponent(productPage)}`);
  const dialog = popup(page, 'de');
  const email = dialog.getByLabel(translate('de', 'membership.apply.email'));
  const submit = dialog.getByRole('button', { name: translate('de', 'membership.apply.submit') });
  await email.fill('anna@');
  await submit.click();
  await expect(dialog.getByText(translate('de', 'registration.errors.email'))).toBeVisible();
  await expect(email).toBeFocused();
  await expectNoAxeViolations(page);
  await email.fill(uniqueEmail('e2e.popup.apply'));
  await submit.click();
  await expect(page).toHaveURL(/\/acquisition\/de\/membership-interest\/confirmation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    screenTitle('membership-interest-confirmation', 'de'),
  );
});

test('an access code instead: the popup gives way to the code field, and the registration names the product page', async ({
  page,
}) => {
  await page.goto(`/acquisition/?pdp=${encodeURIComponent(productPage)}`);
  const dialog = popup(page, 'en');
  await dialog.getByRole('link', { name: translate('en', 'screens.landing.membersOnly.accessCode') }).click();
  await expect(dialog).toBeHidden();
  const codeField = page.getByLabel(translate('en', 'registration.codeEntry.label'));
  await expect(codeField).toBeFocused();
  await expect(page).toHaveURL(/\/acquisition\/?#access-code$/);

  await codeField.fill('MOCK-VALID');
  await page.getByRole('button', { name: translate('en', 'registration.codeEntry.submit') }).click();
  await page.getByLabel('Ms/Mrs').check();
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Berg');
  await page.getByLabel('E-mail address').fill(uniqueEmail('e2e.popup.code'));
  await page.getByLabel(/I accept the terms/).check();
  const submitted = page.waitForRequest(
    (request) => request.postDataJSON()?.operationName === 'submitRegistrationMutation',
  );
  await page.getByRole('button', { name: 'Register now' }).click();
  expect((await submitted).postDataJSON().variables.deepLinkingPageData).toEqual({ previousPdpPage: productPage });
  await expect(page).toHaveURL(/\/acquisition\/registration\/formfinished\?registrationId=/);
});

test('without a product page, or with an invitation in the link, no popup and no popup code', async ({ page }) => {
  const popupChunk = popupRequests(page);
  await page.goto('/acquisition/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitle('landing', 'en'));
  await page.goto(`/acquisition/MOCK-VALID?pdp=${encodeURIComponent(productPage)}`);
  await expect(page.getByRole('heading', { name: 'Anna Schmidt has invited you' })).toBeVisible();
  await page.goto('/acquisition/?pdp=https%3A%2F%2Fevil.example%2F'); // not a product path of the shop
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitle('landing', 'en'));
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(popupChunk()).toEqual([]);
});
