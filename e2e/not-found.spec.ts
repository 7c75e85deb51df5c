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

test('a route whose validation fails shows Page Not Found, status 404 and the path', async ({ page }) => {
  await page.goto('/acquisition/bad.slug!');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Error 404')).toBeVisible();
  await expect(page.getByText('Path: /acquisition/bad.slug!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute(
    'href',
    /^\/acquisition\/?$/,
  );
});

test('the error view is translated', async ({ page }) => {
  await page.goto('/acquisition/fr/bad.slug!');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('fr', 'errors.pageNotFound'));
});
