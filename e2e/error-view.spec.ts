// The route's error view is for real errors: a screen whose code breaks shows 'Internal Server Error'; a screen whose
// code does not arrive (the connection, the server gone) is a connection problem: the page the visitor is on stays,
// the connection message offers Retry, and Retry goes on to the screen.
import { translate, translateWith } from './expected.ts';
import { expect, test } from './fixtures.ts';

const SCREEN_CHUNK = /\/assets\/entrance-[^/]+\.js$/;

test('a screen whose code breaks shows the generic Internal Server Error view', async ({ page, consoleErrors }) => {
  await page.route(SCREEN_CHUNK, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "throw new Error('a broken release');" }),
  );
  await page.goto('/acquisition/');
  await page.getByRole('link', { name: translate('en', 'screens.landing.logIn') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('en', 'errors.internalServerError'));
  await expect(page.getByText(translateWith('en', 'errors.status', { status: 500 }))).toBeVisible();
  expect(consoleErrors.every((e) => /broken release/.test(e))).toBe(true);
  consoleErrors.length = 0;
});

test('a screen whose code does not load keeps the page, says so, and Retry goes on to the screen', async ({
  page,
  consoleErrors,
}) => {
  await page.route(SCREEN_CHUNK, (route) => route.abort('connectionrefused'));
  await page.goto('/acquisition/');
  const landingTitle = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('link', { name: translate('en', 'screens.landing.logIn') }).click();
  const notice = page.getByRole('alert');
  await expect(notice).toContainText(translate('en', 'errors.connection'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingTitle!);
  await expect(notice.getByRole('button', { name: translate('en', 'errors.retry') })).toBeFocused();

  await page.unroute(SCREEN_CHUNK);
  await notice.getByRole('button', { name: translate('en', 'errors.retry') }).click();
  await expect(page).toHaveURL(/\/acquisition\/entrance$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('en', 'screens.entrance.title'));
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(consoleErrors.every((e) => /Failed to load resource/.test(e))).toBe(true); // the browser's own line
  consoleErrors.length = 0;
});
