// The auth token expires after 7 days (spec §9). The mock backend's clock moves past that while the browser keeps
// the cookie (its own clock has not moved): the admin page's question answers nobody, so the app signs the visitor
// out, the log-in says the session ended, and logging in again writes a fresh cookie. The `clock` project runs this
// after all other specs (playwright.config.ts).
import { AUTH_COOKIE_MAX_AGE_S } from '../src/shared/authCookie.ts';
import {
  expectAuthCookieRemoved,
  expectFreshAuthCookie,
  expectSignedOutMessage,
  recordAuthCookieWrites,
} from './authCookie.ts';
import { translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { logIn } from './logInForm.ts';
import { signedIn } from './mockBackend.ts';

const GENERATOR = '/acquisition/admin/registrationlinkgenerator';

test.use({ viewport: { width: 320, height: 640 } });

test.afterAll(async ({ request }) => {
  await request.post('/mock/reset'); // the clock back to the machine's time
});

test('an expired token signs the visitor out at the next visit, says so, and a new log-in leads back', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await recordAuthCookieWrites(page);
  await signedIn(context, request, baseURL!, 'admin@mock.test', 'admin-password');
  await page.goto(GENERATOR);
  await expect(page.getByLabel(translate('en', 'screens.registration-link-generator.code'))).toBeVisible();

  await request.post('/mock/clock', { data: { advanceMs: (AUTH_COOKIE_MAX_AGE_S + 60) * 1000 } });
  await page.goto(GENERATOR);
  await expect(page).toHaveURL(
    /\/acquisition\/entrance\?returnTo=%2Fadmin%2Fregistrationlinkgenerator&signedOut=session-ended$/,
  );
  await expectSignedOutMessage(page, 'en', 'sessionEnded');
  await expectAuthCookieRemoved(page);

  await logIn(page, 'admin@mock.test', 'admin-password');
  await expect(page).toHaveURL(/\/acquisition\/admin\/registrationlinkgenerator$/);
  await expect(page.getByRole('button', { name: translate('en', 'account.signOut') })).toBeVisible();
  await expectFreshAuthCookie(context);
});
