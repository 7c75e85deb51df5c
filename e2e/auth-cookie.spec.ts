// Signing out, by choice or because the backend refused the token (HTTP 401): the auth cookie leaves the browser with
// the attributes it was written with, the log-in says why (translated, in view on a 320 px phone) and stays put, and
// logging in again writes a fresh cookie with spec §9's flags and leads back. Expiry on the backend's clock:
// e2e/auth-cookie-expiry.clock.spec.ts.
import type { Page, Request } from '@playwright/test';
import {
  expectAuthCookieRemoved,
  expectFreshAuthCookie,
  expectSignedOutMessage,
  recordAuthCookieWrites,
} from './authCookie.ts';
import { escapeRegExp, translate, translateWith } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { logIn, logInForm } from './logInForm.ts';
import { signedIn } from './mockBackend.ts';
import { expectUnchangedFor } from './unchangedFor.ts';

const GENERATOR = 'admin/registrationlinkgenerator';
const ADMIN = { email: 'admin@mock.test', password: 'admin-password' };
const codeField = (page: Page, lang: string) =>
  page.getByLabel(translate(lang, 'screens.registration-link-generator.code'));

test.use({ viewport: { width: 320, height: 640 } });

test.beforeEach(async ({ page, context, request, baseURL }) => {
  await recordAuthCookieWrites(page);
  await signedIn(context, request, baseURL!, ADMIN.email, ADMIN.password);
});

/** The log-in page in this language, leading back to the generator, with why the visitor is there. */
const entranceAfter = (lang: string, reason: string) =>
  new RegExp(
    `/acquisition/${lang}/entrance\\?returnTo=${escapeRegExp(encodeURIComponent(`/${lang}/${GENERATOR}`))}&signedOut=${reason}$`,
  );

/** The GraphQL operations the page sends from now on. */
function operationsFrom(page: Page) {
  const sent: string[] = [];
  page.on('request', (r: Request) => r.url().endsWith('/graphql') && sent.push(r.postDataJSON()?.operationName));
  return sent;
}

/** Nothing moves on by itself: the log-in stays, asking nothing more of the backend (no loop). */
async function expectSettled(page: Page, sent: string[], expected: string[]) {
  await expectUnchangedFor(() => [page.url(), sent], 750, 'the page stays where it is, sending nothing');
  expect(sent).toEqual(expected);
}

/** Logs in again on the page shown: a fresh cookie, back on the generator, signed in, the message gone. */
async function logInAgain(page: Page, lang: string) {
  await logIn(page, ADMIN.email, ADMIN.password, logInForm(lang));
  await expect(page).toHaveURL(new RegExp(`/acquisition/${lang}/${GENERATOR}$`));
  await expect(page.getByText(translateWith(lang, 'account.signedInAs', { email: ADMIN.email }))).toBeVisible();
  await expectFreshAuthCookie(page.context());
}

test('signing out (sv): the cookie goes with its attributes, the log-in says so; logging in again leads back', async ({
  page,
}) => {
  await page.goto(`/acquisition/sv/${GENERATOR}`);
  await expect(codeField(page, 'sv')).toBeVisible(); // the backend said who is signed in
  const sent = operationsFrom(page);
  await page.getByRole('button', { name: translate('sv', 'account.signOut') }).click();
  await expect(page).toHaveURL(entranceAfter('sv', 'signed-out'));
  await expectSignedOutMessage(page, 'sv', 'signedOut');
  await expect(page.getByRole('status')).toHaveText(translate('sv', 'account.signedOut')); // WCAG 4.1.3
  await expect(page.getByText(translate('sv', 'account.sessionEnded'))).toHaveCount(0);
  await expectAuthCookieRemoved(page);
  await expectSettled(page, sent, []);
  await logInAgain(page, 'sv');
  await expect(page.getByText(translate('sv', 'account.signedOut'))).toHaveCount(0);
});

test('a 401 to the question of the admin page (de): signed out, told the session ended, no loop; then a 401 to a link', async ({
  page,
  consoleErrors,
}) => {
  // The backend refuses the token the browser holds now (revoked): 401 to a request that carries it.
  const refused = new Set<string>();
  await page.route('**/graphql', (route) => {
    const authorization = route.request().headers().authorization;
    if (!authorization || !refused.has(authorization)) return route.continue();
    return route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [{ message: 'The token is no longer valid.', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    });
  });
  const refuseCurrentToken = async () =>
    refused.add(`Bearer ${(await page.context().cookies()).find((c) => c.name === 'acq_auth_token')!.value}`);

  await refuseCurrentToken();
  const sent = operationsFrom(page);
  await page.goto(`/acquisition/de/${GENERATOR}`);
  await expect(page).toHaveURL(entranceAfter('de', 'session-ended'));
  await expectSignedOutMessage(page, 'de', 'sessionEnded');
  await expect(page.getByRole('alert')).toHaveText(translate('de', 'account.sessionEnded'));
  await expectAuthCookieRemoved(page);
  await expectSettled(page, sent, ['SignedInCheckQuery']);

  // Signed in again, the new token is refused while the admin generates a link: the same way out.
  await logInAgain(page, 'de');
  await refuseCurrentToken();
  await codeField(page, 'de').fill('MOCK-VALID');
  await page.getByRole('button', { name: translate('de', 'screens.registration-link-generator.submit') }).click();
  await expect(page).toHaveURL(entranceAfter('de', 'session-ended'));
  await expectSignedOutMessage(page, 'de', 'sessionEnded');
  await expectAuthCookieRemoved(page);

  // The browser logs each refused request itself; nothing else was logged.
  expect(consoleErrors.length).toBe(2);
  expect(consoleErrors.every((e) => /status of 401/.test(e))).toBe(true);
  consoleErrors.length = 0;
});
