// A path no page has: the 404 page of its language names the address the visitor asked for (spec §2), before any
// script and after hydration alike, and links back to the start page. Opened by itself it names none.
import type { Page } from '@playwright/test';
import { appConfig } from '../src/config/appConfig.ts';
import { routeById } from '../src/navigation/routeById.ts';
import { appPath, escapeRegExp, translate, translateWith } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { followLinkFrom } from './linkFromAnotherSite.ts';

const notFoundPath = (lang: string) => appPath(lang, routeById(appConfig.routes.notFound).path);
const askedLine = (page: Page, lang: string, address: string) =>
  page.getByText(translateWith(lang, 'screens.not-found.address', { address }), { exact: true });

test('a broken link from another site: the 404 page in German names the address, then links to the start page', async ({
  page,
  baseURL,
}) => {
  const asked = appPath('de', 'no/such/page');
  await followLinkFrom(page, 'https://mail.example.com/', `${baseURL}${asked}?token=secret`);
  await expect(page).toHaveURL(`${baseURL}${notFoundPath('de')}?path=${encodeURIComponent(asked)}`);
  await expect(askedLine(page, 'de', asked)).toBeVisible(); // its path alone: the query may hold a token
  await page.getByRole('link', { name: translate('de', 'screens.not-found.home') }).click();
  await expect(page).toHaveURL(/\/acquisition\/de$/);
});

test('before any script the server has written the address in; hydrating keeps it without a mismatch', async ({
  browser,
  page,
}) => {
  // A path with markup in it is shown as text.
  const asked = appPath('en', '<b>bold</b>');
  const withoutScript = await browser.newPage({ javaScriptEnabled: false });
  await withoutScript.goto(asked);
  await expect(askedLine(withoutScript, 'en', new URL(asked, 'http://x').pathname)).toBeVisible();
  await withoutScript.close();
  await page.goto(asked); // the fixture logs a hydration mismatch as an error, which fails the test
  await expect(askedLine(page, 'en', new URL(asked, 'http://x').pathname)).toBeVisible();
  await expect(page.locator('b')).toHaveCount(0);
});

test('the 404 page in the default language, opened by itself, names no address', async ({ page }) => {
  await page.goto(notFoundPath('en'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-asked-address]')).toBeHidden();
  await page.goto('/acquisition/no/such/page?x=1');
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(notFoundPath('en'))}\\?path=`));
  await expect(askedLine(page, 'en', '/acquisition/no/such/page')).toBeVisible();
});
