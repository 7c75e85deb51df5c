import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 500 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('navigation scrolls to the top of the new page', async ({ page }) => {
  await page.goto('/acquisition/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await scrollY(page)).toBeGreaterThan(100);
  await page.getByRole('link', { name: 'I am already a member' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members only' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('navigation to a #hash scrolls to its target', async ({ page }) => {
  await page.goto('/acquisition/about-us');
  await page.getByRole('link', { name: 'See the benefits of membership' }).click();
  await expect(page).toHaveURL(/\/acquisition\/?#benefits$/);
  await expect(page.getByRole('heading', { name: 'Your benefits as a member' })).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(0);
});

test('the skip link is the first stop of the keyboard and moves focus to the main content', async ({ page }) => {
  await page.goto('/acquisition/entrance');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
