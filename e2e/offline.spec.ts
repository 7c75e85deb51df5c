// Code that does not load is a connection problem, as a request that fails: offline after the landing page's first
// paint, a visitor who types a code and presses Continue keeps the page and what they typed, reads the connection
// message with Retry, and goes on to the code's page once the connection is back (Retry, or by itself when the browser
// is online again). The route's error view is for real errors only (e2e/error-view.spec.ts).
import type { Page } from '@playwright/test';
import { appPath, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { trigger } from './mockBackend.ts';

const CODE = trigger('code-valid');
const codeField = (page: Page) => page.getByLabel(translate('en', 'registration.codeEntry.label'));
const connectionNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: translate('en', 'errors.connection') });

async function typeCodeAndContinue(page: Page) {
  await codeField(page).fill(CODE);
  await page.getByRole('button', { name: translate('en', 'registration.codeEntry.submit') }).click();
  await expect(connectionNotice(page)).toBeVisible();
  await expect(codeField(page)).toHaveValue(CODE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('en', 'screens.landing.title'));
}

async function expectCodePage(page: Page, consoleErrors: string[]) {
  await expect(page).toHaveURL((url) => url.pathname === appPath('en', CODE));
  await expect(page.locator('#registration_firstName')).toBeVisible();
  await expect(connectionNotice(page)).toHaveCount(0);
  // The browser's own lines for what it could not fetch; nothing of the app's.
  expect(consoleErrors.filter((e) => !/^Failed to load resource: net::ERR_/.test(e))).toEqual([]);
  consoleErrors.length = 0;
}

test('offline once the page works: the form keeps the code, says so, and goes on once online', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto(appPath('en', '')); // the app has hydrated; the form's code waits for the first interaction
  await context.setOffline(true);
  await typeCodeAndContinue(page);
  await context.setOffline(false); // the browser is online again: what waited loads, the held Continue goes on
  await expectCodePage(page, consoleErrors);
});

test("offline before the app's code arrived: the page says so, keeps the code, and starts once online", async ({
  page,
  context,
  consoleErrors,
}) => {
  // A slow connection: the app's code has not arrived at the first paint, and then the connection is gone.
  let release!: () => void;
  const slow = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route) => (await slow, route.continue()));
  await page.goto(appPath('en', ''), { waitUntil: 'commit' });
  await expect(codeField(page)).toBeVisible();
  await context.setOffline(true);
  release();
  await typeCodeAndContinue(page);
  await context.setOffline(false);
  await expectCodePage(page, consoleErrors);
});

test('the server gone for a moment: Retry goes on', async ({ page, consoleErrors }) => {
  await page.goto(appPath('en', ''));
  const formCode = /\/assets\/FormRunner-[^/]+\.js$/;
  await page.route(formCode, (route) => route.abort('connectionrefused'));
  await typeCodeAndContinue(page);
  await page.unroute(formCode);
  await connectionNotice(page)
    .getByRole('button', { name: translate('en', 'errors.retry') })
    .click();
  await expectCodePage(page, consoleErrors);
});
