// Membership interest: intro → 'Apply now' → the e-mail form → 'Your e-mail address has been submitted'. Applying
// twice shows the same confirmation and keeps one entry; request failures keep the e-mail. The catalogue's
// membership-interest entries are typed into the form, as their QA sentences say. The three pages write as the
// rest of the site does, in every language: 'e-mail' (never 'email') and, in English, sentence case.
import { languages } from '../src/shared/languages.ts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { appPath, escapeRegExp, screenTitle, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { hasApplied, trigger } from './mockBackend.ts';
import { uniqueEmail } from './uniqueEmail.ts';

const emailField = (page: Page, lang: string) => page.getByLabel(translate(lang, 'membership.apply.email'));
const submit = (page: Page, lang: string) =>
  page.getByRole('button', { name: translate(lang, 'membership.apply.submit') });

async function apply(page: Page, lang: string, email: string) {
  await page.goto(appPath(lang, 'membership-interest/apply'));
  await emailField(page, lang).fill(email);
  await submit(page, lang).click();
}

async function expectConfirmation(page: Page, lang: string) {
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(appPath(lang, 'membership-interest/confirmation'))}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    screenTitle('membership-interest-confirmation', lang),
  );
}

test.use({ viewport: { width: 390, height: 844 } }); // phones first

/** What a page's main content says, as written (not as styled: buttons are upper case): its text, the names of its headings, links and buttons. */
async function wordsOf(page: Page) {
  const main = page.getByRole('main');
  const names = main.locator('h1, h2, h3, a, button');
  return { text: (await main.textContent()) ?? '', names: (await names.allTextContents()).map((name) => name.trim()) };
}

test('the membership-interest pages write e-mail and, in English, sentence case, in every language', async ({
  page,
}) => {
  for (const lang of languages) {
    const pages = [];
    await page.goto(appPath(lang, 'membership-interest'));
    pages.push(await wordsOf(page));
    await page.goto(appPath(lang, 'membership-interest/apply'));
    await submit(page, lang).click(); // empty: the field's message shows too
    await expect(page.getByText(translate(lang, 'registration.errors.email'))).toBeVisible();
    pages.push(await wordsOf(page));
    await page.goto(appPath(lang, 'membership-interest/confirmation'));
    pages.push(await wordsOf(page));
    for (const { text, names } of pages) {
      expect(text, lang).not.toMatch(/\bemail\b/i); // e-mail, E-Mail, e-post: never 'email'
      // English headings, links and buttons: only the first word capitalized (the site's name aside).
      if (lang === 'en') for (const name of names) expect(name.replace(/Maison Club/g, '')).not.toMatch(/\s[A-Z]/);
    }
  }
});

test('from the intro, Apply now leads to the form; an invalid e-mail is refused, a valid one confirmed', async ({
  page,
  request,
}) => {
  await page.goto('/acquisition/membership-interest');
  await page.getByRole('link', { name: translate('en', 'screens.membership-interest.apply') }).click();
  await expect(page).toHaveURL(/\/acquisition\/membership-interest\/apply$/);
  await expect(page.getByText(translate('en', 'membership.apply.privacy'))).toBeVisible();

  await submit(page, 'en').click();
  await expect(page.getByText(translate('en', 'registration.errors.email'))).toBeVisible();
  await expect(emailField(page, 'en')).toBeFocused();
  await emailField(page, 'en').fill('not-an-email');
  await submit(page, 'en').click();
  await expect(page.getByText(translate('en', 'registration.errors.email'))).toBeVisible();
  await expectNoAxeViolations(page);

  const email = uniqueEmail('e2e.interest');
  await emailField(page, 'en').fill(email);
  await submit(page, 'en').click();
  await expectConfirmation(page, 'en');
  await expect(page.getByText(translate('en', 'screens.membership-interest-confirmation.lead'))).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await hasApplied(request, email)).toBe(true); // the application is on record
});

test('applying twice with the same e-mail shows the same confirmation: nobody learns it applied before', async ({
  page,
}) => {
  const email = uniqueEmail('e2e.twice');
  await apply(page, 'en', email);
  await expectConfirmation(page, 'en');
  await apply(page, 'en', email);
  await expectConfirmation(page, 'en');
});

test('an e-mail that applied before is confirmed all the same (de)', async ({ page }) => {
  await apply(page, 'de', trigger('membership-interest-already-submitted'));
  await expectConfirmation(page, 'de');
  await expectNoAxeViolations(page);
});

test('a dropped connection says so, offers a retry and keeps the e-mail', async ({ page, consoleErrors }) => {
  const email = trigger('membership-interest-network-failure');
  await apply(page, 'en', email);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(translate('en', 'errors.connection'));
  await expect(alert.getByRole('button', { name: translate('en', 'errors.retry') })).toBeFocused();
  await expect(emailField(page, 'en')).toHaveValue(email);
  await expectNoAxeViolations(page);
  // The browser logs the dropped request itself; nothing else may be logged.
  expect(consoleErrors.splice(0).every((error) => /Failed to load resource/.test(error))).toBe(true);
});

test('offline, the e-mail says the connection is the problem; back online, Retry applies (fr)', async ({
  page,
  context,
  consoleErrors,
}) => {
  // The visitor types (the form's code loads then) and pauses; the connection goes before the submit, which needs
  // code the page has not loaded yet (the request's own).
  await page.goto(appPath('fr', 'membership-interest/apply'));
  const email = uniqueEmail('offline');
  await emailField(page, 'fr').fill(email);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await submit(page, 'fr').click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(translate('fr', 'errors.connection'));
  await expect(emailField(page, 'fr')).toHaveValue(email);
  await context.setOffline(false);
  await alert.getByRole('button', { name: translate('fr', 'errors.retry') }).click();
  await expectConfirmation(page, 'fr');
  expect(consoleErrors.splice(0).every((error) => /Failed to (load resource|fetch)/.test(error))).toBe(true);
});

test('an answer past the 30 s timeout says so and keeps the e-mail (de)', async ({ page }) => {
  await page.clock.install();
  const email = trigger('membership-interest-slow-answer');
  const sent = page.waitForRequest((r) => r.postDataJSON()?.operationName === 'applyForMembershipMutation');
  await apply(page, 'de', email);
  await sent; // the request's 30 s timer runs from here
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('alert')).toContainText(translate('de', 'errors.timeout'));
  await expect(emailField(page, 'de')).toHaveValue(email);
});
