// A partner's code (MOCK-PARTNER-ONLY: for visitors partner.example.com sends) works for a visitor who follows a link
// on the partner's page, also behind the language redirect, and for no one else: the code check tells the backend
// the site that sent the visitor, since the request's own Referer is always this site's page.
import { LOCALE_COOKIE } from '../src/i18n/languageCookies.ts';
import { appPath, screenConfig, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { followLinkFrom } from './linkFromAnotherSite.ts';

const INVITED = 'Anna Schmidt has invited you'; // the partner code's inviter (mock-server seed)
const reasons = screenConfig('deny').blocks.find((b) => b.type === 'reasonMessage') as {
  messages: Record<string, string>;
};

test("a link on the partner's page opens the partner code's form, also behind the language redirect", async ({
  page,
  context,
  baseURL,
}) => {
  await followLinkFrom(page, 'http://partner.example.com/', `${baseURL}/acquisition/MOCK-PARTNER-ONLY`);
  await expect(page.getByRole('heading', { name: INVITED })).toBeVisible();
  expect(await page.evaluate(() => document.referrer)).toBe('http://partner.example.com/');

  // A German visitor: the unprefixed link moves to /de/, whose referrer is this site; the partner's is handed over.
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'de', url: baseURL! }]);
  await followLinkFrom(page, 'http://partner.example.com/', `${baseURL}/acquisition/MOCK-PARTNER-ONLY`);
  await expect(page).toHaveURL(new RegExp(`${appPath('de', 'MOCK-PARTNER-ONLY')}$`));
  await expect(page.getByLabel(translate('de', 'registration.fields.firstName'))).toBeVisible();
});

test("the partner's code from another site, or with no site at all, leads to the deny page", async ({
  page,
  baseURL,
}) => {
  const denied = translate('en', reasons.messages['referer-invalid']!);
  await followLinkFrom(page, 'http://mail.example.net/', `${baseURL}/acquisition/MOCK-PARTNER-ONLY`);
  await expect(page.getByText(denied)).toBeVisible();

  await page.goto('/acquisition/MOCK-PARTNER-ONLY');
  await expect(page.getByText(denied)).toBeVisible();
});
