// The entrance's log-in (spec §2, §6, §9): the auth cookie, the Bearer header, one message for a wrong password
// and an unknown e-mail, the lock-out, and where a log-in leads (never to a site off the allowlist).
import { screenTitle, translate, translateWith } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { logIn, logInForm } from './logInForm.ts';
import { uniqueEmail } from './uniqueEmail.ts';

const WEEK_S = 604_800;

const en = logInForm('en');

test('the entrance keeps its invitation button beside the log-in', async ({ page }) => {
  await page.goto('/acquisition/entrance');
  await expect(
    page.getByRole('heading', { level: 2, name: translate('en', 'screens.entrance.logIn.heading') }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: translate('en', 'screens.entrance.invitation') })).toBeVisible();
  await en.submit(page).click();
  await expect(page.getByText(translate('en', 'registration.errors.email'))).toBeVisible();
  await expect(page.getByText(translate('en', 'screens.entrance.logIn.passwordRequired'))).toBeVisible();
  await expect(en.email(page)).toBeFocused();
});

test('a member logs in: the auth cookie as spec §9 says, the shop start page, then Bearer on the next request', async ({
  page,
  context,
}) => {
  await page.goto('/acquisition/entrance');
  await logIn(page, 'member@mock.test', 'member-password');
  await expect(page).toHaveURL(/\/shop\/$/);
  await expect(page.getByText('Signed in as member@mock.test')).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === 'acq_auth_token')!;
  expect(cookie).toMatchObject({ path: '/', secure: true, sameSite: 'Lax', httpOnly: false });
  expect(cookie.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(WEEK_S - 60);
  expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(WEEK_S);

  const next = page.waitForRequest((r) => r.url().endsWith('/graphql') && r.method() === 'POST');
  await page.goto('/acquisition/admin/registrationlinkgenerator');
  expect((await next).headers().authorization).toBe(`Bearer ${cookie.value}`);
  await expect(page.getByText(translateWith('en', 'account.signedInAs', { email: 'member@mock.test' }))).toBeVisible();
});

test('a wrong password and an unknown e-mail get the same message; the e-mail stays, the password goes', async ({
  page,
  context,
}) => {
  const message = page.getByRole('alert');
  await page.goto('/acquisition/entrance');
  await logIn(page, 'member@mock.test', 'wrong-password');
  await expect(message).toHaveText(translate('en', 'screens.entrance.logIn.invalidCredentials'));
  await expect(message).toBeFocused();
  await expect(en.email(page)).toHaveValue('member@mock.test');
  await expect(en.password(page)).toHaveValue('');

  await logIn(page, uniqueEmail('e2e.nobody'), 'any-password');
  await expect(message).toHaveText(translate('en', 'screens.entrance.logIn.invalidCredentials'));
  await expect(en.password(page)).toHaveValue('');
  await expect(page).toHaveURL(/\/acquisition\/entrance$/);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('acq_auth_token');
});

test.describe('in German', () => {
  const de = logInForm('de');

  test('five failed log-ins lock the e-mail: the sixth is refused, without telling whether it is a member', async ({
    page,
  }) => {
    const email = uniqueEmail('e2e.lockout');
    await page.goto('/acquisition/de/entrance');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await logIn(page, email, `wrong-${attempt}`, de);
      await expect(page.getByRole('alert')).toHaveText(translate('de', 'screens.entrance.logIn.invalidCredentials'));
      await expect(de.password(page)).toHaveValue('');
    }
    await logIn(page, email, 'wrong-6', de);
    await expect(page.getByRole('alert')).toHaveText(translate('de', 'screens.entrance.logIn.tooManyAttempts'));
    await expect(de.email(page)).toHaveValue(email);
  });

  test('the lock-out scenario of the catalogue shows the same', async ({ page }) => {
    await page.goto('/acquisition/de/entrance');
    await logIn(page, 'log-in-locked-out@mock.test', 'member-password', de);
    await expect(page.getByRole('alert')).toHaveText(translate('de', 'screens.entrance.logIn.tooManyAttempts'));
  });
});

test('a return path may be the full site path of a page of this app, not a path that only begins like it', async ({
  page,
}) => {
  await page.goto('/acquisition/entrance?returnTo=%2Facquisition%2Fstores');
  await logIn(page, 'member@mock.test', 'member-password');
  await expect(page).toHaveURL(/\/acquisition\/stores$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitle('stores', 'en'));

  await page.goto('/acquisition/entrance?returnTo=%2FacquisitionX');
  await logIn(page, 'member@mock.test', 'member-password');
  await expect(page).toHaveURL(/\/shop\/$/);
});

test('a redirectUrl on the allowlist is followed after the log-in', async ({ page }) => {
  await page.route('https://www.maisonclub.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Sale</h1>' }),
  );
  await page.goto('/acquisition/entrance?redirectUrl=https%3A%2F%2Fwww.maisonclub.example%2Fsale%3Fid%3D7');
  await logIn(page, 'member@mock.test', 'member-password');
  await expect(page).toHaveURL('https://www.maisonclub.example/sale?id=7');
  await expect(page.getByRole('heading', { name: 'Sale' })).toBeVisible();
});

for (const redirectUrl of ['https://evil.example/phish', '//evil.example/phish', 'javascript:alert(1)']) {
  test(`a redirectUrl off the allowlist (${redirectUrl}) is ignored: the shop start page instead`, async ({ page }) => {
    const offList: string[] = [];
    await page.route('https://evil.example/**', (route) => {
      offList.push(route.request().url());
      return route.abort();
    });
    await page.goto(`/acquisition/entrance?redirectUrl=${encodeURIComponent(redirectUrl)}`);
    await logIn(page, 'member@mock.test', 'member-password');
    await expect(page).toHaveURL(/\/shop\/$/);
    expect(offList).toEqual([]);
  });
}
