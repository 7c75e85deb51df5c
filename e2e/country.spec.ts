// Spec §5: the registration form preselects the country the visit names, in the spec's order.
import type { Page } from '@playwright/test';
import { translate } from './expected.ts';
import { expect, test } from './fixtures.ts';

/**
 * The country the form shows once the visitor has scrolled down to it: on a phone it is below the fold, and the
 * scroll (like any first interaction) runs the prerendered form's code, which presets it.
 */
async function selectedCountry(page: Page, lang: string) {
  const field = page.getByLabel(translate(lang, 'registration.fields.country'));
  await field.scrollIntoViewIfNeeded();
  return field.locator('option:checked');
}

test.describe('a Polish browser', () => {
  test.use({ locale: 'pl-PL' });
  test('sees Poland preselected at /pl/<code>', async ({ page }) => {
    await page.goto('/acquisition/pl/MOCK-VALID');
    await expect(await selectedCountry(page, 'pl')).toHaveText('Polska');
  });
});

test.describe('an Austrian German browser', () => {
  test.use({ locale: 'de-AT' });
  test('sees Austria, not Germany, at /de/<code>', async ({ page }) => {
    await page.goto('/acquisition/de/MOCK-VALID');
    await expect(await selectedCountry(page, 'de')).toHaveText('Österreich');
  });
});

test.describe('an English browser in Vienna', () => {
  test.use({ locale: 'en-US', timezoneId: 'Europe/Vienna' });
  test('sees Austria by its time zone', async ({ page }) => {
    await page.goto('/acquisition/MOCK-VALID');
    await expect(await selectedCountry(page, 'en')).toHaveText('Austria');
  });

  test('the lang query parameter comes first', async ({ page }) => {
    await page.goto('/acquisition/MOCK-VALID?lang=fr-BE');
    await expect(await selectedCountry(page, 'en')).toHaveText('Belgium');
  });
});

test('without other hints the backend decides; without its country, Germany', async ({ page }) => {
  await page.goto('/acquisition/MOCK-VALID');
  await expect(await selectedCountry(page, 'en')).toHaveText('Germany');

  await page.setExtraHTTPHeaders({ 'X-Country-Code': 'SE' }); // the edge's geo-IP header the mock backend reads
  await page.goto('/acquisition/MOCK-VALID');
  await expect(await selectedCountry(page, 'en')).toHaveText('Sweden');
});

test('a country the visitor chose is kept over the derived one', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Country-Code': 'SE' });
  await page.goto('/acquisition/MOCK-VALID');
  await expect(await selectedCountry(page, 'en')).toHaveText('Sweden');
  await page.getByLabel('Country').selectOption({ label: 'Portugal' });
  await page.reload();
  await expect(await selectedCountry(page, 'en')).toHaveText('Portugal');
});
