import { expect, test } from './fixtures.ts';

test('a failure while loading a screen shows the generic Internal Server Error view', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/assets\/entrance-[^/]+\.js$/, (route) => route.abort('connectionrefused'));
  await page.goto('/acquisition/');
  await page.getByRole('link', { name: 'I am already a member' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
  await expect(page.getByText('Error 500')).toBeVisible();
  // The failed chunk is reported on the console on purpose; nothing else may be.
  expect(consoleErrors.every((e) => /entrance|Failed to load|dynamically imported module/i.test(e))).toBe(true);
  consoleErrors.length = 0;
});
