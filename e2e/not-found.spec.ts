import { translate } from './expected.ts';
import { expect, test } from './fixtures.ts';

test('an unmatched path redirects to the localized 404 page, which links back to the start page', async ({ page }) => {
  await page.goto('/acquisition/de/no/such/page');
  await expect(page).toHaveURL(/\/acquisition\/de\/error\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('de', 'screens.not-found.title'));
  await page.getByRole('link', { name: translate('de', 'screens.not-found.home') }).click();
  await expect(page).toHaveURL(/\/acquisition\/de$/);
});

test('an unmatched unprefixed path redirects to the unprefixed 404 page', async ({ page }) => {
  await page.goto('/acquisition/no/such/page?x=1');
  await expect(page).toHaveURL(/\/acquisition\/error\/404$/);
});
