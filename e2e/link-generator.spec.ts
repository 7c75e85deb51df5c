// The admin's registration link generator (spec §2, §6): the log-in and back for a visitor, 'administrator rights'
// for a member, and for an admin a link valid 14 days with its expiry, a copy button and the code's errors.
import type { Page } from '@playwright/test';
import { translate, translateWith } from './expected.ts';
import { appReady, expect, test } from './fixtures.ts';
import { logIn, logInForm } from './logInForm.ts';
import { authCookie, signedIn } from './mockBackend.ts';

const GENERATOR = '/acquisition/admin/registrationlinkgenerator';
const DAY_MS = 86_400_000;
const text = (lang: string, key: string) => translate(lang, `screens.registration-link-generator.${key}`);
const signedInAs = (lang: string, email: string) => translateWith(lang, 'account.signedInAs', { email });

const codeField = (page: Page, lang = 'en') => page.getByLabel(text(lang, 'code'));
const linkField = (page: Page, lang = 'en') => page.getByLabel(text(lang, 'result.label'));

async function generate(page: Page, code: string, lang = 'en') {
  await codeField(page, lang).fill(code);
  await page.getByRole('button', { name: text(lang, 'submit') }).click();
}

test('a visitor logs in at the entrance and comes back to the generator', async ({ page }) => {
  await page.goto(`/acquisition/fr/admin/registrationlinkgenerator`);
  await expect(page).toHaveURL(/\/acquisition\/fr\/entrance\?returnTo=%2Ffr%2Fadmin%2Fregistrationlinkgenerator$/);
  await logIn(page, 'admin@mock.test', 'admin-password', logInForm('fr'));
  await expect(page).toHaveURL(/\/acquisition\/fr\/admin\/registrationlinkgenerator$/);
  await expect(page.getByText(signedInAs('fr', 'admin@mock.test'))).toBeVisible();
  await expect(codeField(page, 'fr')).toBeVisible();
});

test('a language chosen at the log-in survives the log-in and its way back to the generator', async ({
  page,
  context,
}) => {
  await page.goto(GENERATOR);
  await expect(page).toHaveURL(/\/acquisition\/entrance\?returnTo=%2Fadmin%2Fregistrationlinkgenerator$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(/\/acquisition\/sv\/entrance\?returnTo=%2Fadmin%2Fregistrationlinkgenerator$/);
  await appReady(page);
  await logIn(page, 'admin@mock.test', 'admin-password', logInForm('sv'));
  await expect(page).toHaveURL(/\/acquisition\/sv\/admin\/registrationlinkgenerator$/);
  await expect(codeField(page, 'sv')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  const locale = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(locale?.value).toBe('sv');
});

test('a member sees that administrator rights are needed, signed in, and no form', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signedIn(context, request, baseURL!, 'member@mock.test', 'member-password');
  await page.goto(GENERATOR);
  await expect(page.getByRole('alert')).toHaveText(translate('en', 'account.adminRequired'));
  await expect(page.getByText(signedInAs('en', 'member@mock.test'))).toBeVisible();
  await expect(page.getByRole('button', { name: translate('en', 'account.signOut') })).toBeVisible();
  await expect(codeField(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: text('en', 'submit') })).toHaveCount(0);
});

test.describe('signed in as an admin', () => {
  test.beforeEach(({ context, request, baseURL }) =>
    signedIn(context, request, baseURL!, 'admin@mock.test', 'admin-password'),
  );

  test('signing out removes the auth cookie; the generator then asks for a log-in again', async ({ page, context }) => {
    await page.goto(GENERATOR);
    await page.getByRole('button', { name: translate('en', 'account.signOut') }).click();
    await expect(page).toHaveURL(
      /\/acquisition\/entrance\?returnTo=%2Fadmin%2Fregistrationlinkgenerator&signedOut=signed-out$/,
    );
    expect((await context.cookies()).map((c) => c.name)).not.toContain('acq_auth_token');
    await page.goto(GENERATOR);
    await expect(page).toHaveURL(/\/acquisition\/entrance\?returnTo=/);
  });

  test('the split generator is an admin page too: status and sign-out', async ({ page }) => {
    await page.goto('/acquisition/admin/splitgenerator');
    await expect(page.getByText(signedInAs('en', 'admin@mock.test'))).toBeVisible();
    await expect(page.getByText(translate('en', 'screens.split-generator.lead'))).toBeVisible();
  });

  test('a browser that refuses to copy finds the link selected, ready to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    await page.goto(GENERATOR);
    await generate(page, 'MOCK-VALID');
    await page.getByRole('button', { name: text('en', 'result.copy') }).click();
    await expect(page.getByRole('status')).toHaveText(text('en', 'result.copyFailed'));
    const selected = await linkField(page).evaluate((field: HTMLTextAreaElement) =>
      field.value.slice(field.selectionStart, field.selectionEnd),
    );
    expect(selected).toBe(await linkField(page).inputValue());
  });

  test.describe('an admin in Tokyo', () => {
    test.use({ timezoneId: 'Asia/Tokyo', permissions: ['clipboard-read', 'clipboard-write'] });

    test('gets a link valid 14 days, its expiry in Tokyo time, and copies it', async ({ page, baseURL }) => {
      await page.goto(GENERATOR);
      const before = Date.now();
      await generate(page, 'MOCK-VALID');
      await expect(page.getByRole('heading', { name: text('en', 'result.heading') })).toBeFocused();
      const link = await linkField(page).inputValue();
      const url = new URL(link);
      expect(url.origin + url.pathname).toBe(`${baseURL}/acquisition/MOCK-VALID`);
      const expiresAt = Number(url.searchParams.get('validityTimestamp')!.split('.')[0]);
      expect(expiresAt - before).toBeGreaterThan(14 * DAY_MS - 60_000);
      expect(expiresAt - before).toBeLessThan(14 * DAY_MS + 60_000);

      // The date as the admin reads it: their language, their time zone (not the server's, not UTC).
      const tokyo = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('en', { timeZone: 'Asia/Tokyo', ...options }).format(expiresAt);
      const expiry = page.getByText(/^Valid until /);
      await expect(expiry).toContainText(tokyo({ month: 'long' }));
      await expect(expiry).toContainText(tokyo({ day: 'numeric' }));
      await expect(expiry).toContainText(tokyo({ hour: 'numeric', minute: '2-digit' }).replace(/\s/g, ' '));
      await expect(expiry).toContainText('GMT+9');

      await page.getByRole('button', { name: text('en', 'result.copy') }).click();
      await expect(page.getByRole('status')).toHaveText(text('en', 'result.copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await expect(codeField(page)).toHaveValue(''); // ready for the next code
    });
  });

  test.describe('an admin in German', () => {
    test.use({ timezoneId: 'Europe/Berlin' });

    test('gets no link for a refused code, and its message on the field, code after code', async ({ page }) => {
      await page.goto(`/acquisition/de/admin/registrationlinkgenerator`);
      for (const [code, error] of [
        ['MOCK-UNKNOWN', 'invalid'],
        ['MOCK-EXPIRED', 'expired'],
        ['MOCK-NO-BALANCE', 'noBalance'],
      ] as const) {
        await generate(page, code, 'de');
        const field = codeField(page, 'de');
        await expect(page.getByText(text('de', `errors.${error}`))).toBeVisible();
        await expect(field).toBeFocused();
        await expect(field).toHaveValue(code);
        await expect(linkField(page, 'de')).toHaveCount(0);
      }
    });

    test('gets a link with its expiry in German; a refused code next removes it', async ({ page }) => {
      await page.goto(`/acquisition/de/admin/registrationlinkgenerator`);
      await generate(page, 'MOCK-VALID', 'de');
      const expiresAt = Number(
        new URL(await linkField(page, 'de').inputValue()).searchParams.get('validityTimestamp')!.split('.')[0],
      );
      const berlin = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('de', { timeZone: 'Europe/Berlin', ...options }).format(expiresAt);
      const expiry = page.getByText(/^Gültig bis /);
      await expect(expiry).toContainText(berlin({ day: 'numeric', month: 'long', year: 'numeric' }));
      await expect(expiry).toContainText(berlin({ hour: '2-digit', minute: '2-digit' }));

      // The next code is refused: the link of the one before goes, so no link stands beside the message.
      await generate(page, 'MOCK-EXPIRED', 'de');
      await expect(page.getByText(text('de', 'errors.expired'))).toBeVisible();
      await expect(linkField(page, 'de')).toHaveCount(0);
      await expect(page).toHaveURL(/\/registrationlinkgenerator$/);
    });
  });

  test('the generated link, opened in a fresh browser, shows the registration form of its code', async ({
    page,
    browser,
  }) => {
    await page.goto(GENERATOR);
    await generate(page, 'MOCK-VALID');
    const link = await linkField(page).inputValue();

    const fresh = await browser.newContext();
    const invitee = await fresh.newPage();
    await invitee.goto(link);
    await appReady(invitee); // a page of its own: not the fixture's, whose goto waits for this
    await expect(invitee.getByRole('heading', { name: 'Anna Schmidt has invited you' })).toBeVisible();
    await expect(invitee.getByLabel(translate('en', 'registration.fields.email'))).toBeVisible();

    const [expiry, signature] = new URL(link).searchParams.get('validityTimestamp')!.split('.');
    const edited = new URL(link);
    edited.searchParams.set('validityTimestamp', `${Number(expiry) + DAY_MS}.${signature}`);
    await invitee.goto(edited.href);
    await expect(invitee).toHaveURL(/\/registration\/deny\?reason=link-invalid$/);
    await expect(invitee.getByText(translate('en', 'screens.deny.linkInvalid'))).toBeVisible();
    await fresh.close();
  });

  test('the link shows from the answer without asking again; after a reload the backend gives it again', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const operation = request.method() === 'POST' && request.postDataJSON()?.operationName;
      if (request.url().endsWith('/graphql') && operation) asked.push(operation);
    });
    await page.goto(GENERATOR);
    await generate(page, 'MOCK-VALID');
    const link = await linkField(page).inputValue();
    expect(link).toContain('/MOCK-VALID?validityTimestamp=');
    expect(asked.filter((operation) => operation.includes('Link'))).toEqual(['generateRegistrationLinkMutation']);
    await page.reload();
    await expect(linkField(page)).toHaveValue(link);
    expect(asked.filter((operation) => operation.includes('Link'))).toEqual([
      'generateRegistrationLinkMutation',
      'GeneratedLinkAnswerQuery',
    ]);
  });

  test('a link in the page address that leads elsewhere is not shown', async ({ page }) => {
    await page.goto(`${GENERATOR}?registrationLink=${encodeURIComponent('https://evil.example/MOCK-VALID')}`);
    await expect(codeField(page)).toBeVisible();
    await expect(linkField(page)).toHaveCount(0);
  });

  test('the backend refusing the admin (forbidden) is said on the page', async ({ page }) => {
    await page.route('**/graphql', (route) =>
      route.request().postDataJSON()?.operationName === 'generateRegistrationLinkMutation'
        ? route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': 'link-generation-forbidden' } })
        : route.continue(),
    );
    await page.goto(GENERATOR);
    await generate(page, 'MOCK-VALID');
    await expect(page.getByRole('alert')).toHaveText(translate('en', 'account.adminRequired'));
    await expect(linkField(page)).toHaveCount(0);
  });

  test('a session that ended meanwhile signs out and leads to the log-in, which says so', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto(GENERATOR);
    await expect(codeField(page)).toBeVisible();
    await context.addCookies([authCookie('ended.session.token', baseURL!)]);
    await generate(page, 'MOCK-VALID');
    await expect(page).toHaveURL(
      /\/acquisition\/entrance\?returnTo=%2Fadmin%2Fregistrationlinkgenerator&signedOut=session-ended$/,
    );
    await expect(page.getByRole('alert')).toHaveText(translate('en', 'account.sessionEnded'));
    expect((await context.cookies()).map((c) => c.name)).not.toContain('acq_auth_token');
  });
});
