// The stores page (/stores, in every language): Munich, Dornach and Vienna-Vösendorf with address and opening hours
// from config, and who may shop there; linked from the footer and from the pages whose screens link to it.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { routesConfig } from '../src/config/appConfig.ts';
import { appPath, screenConfig, screenTitle, translate, translateWith } from './expected.ts';
import { expect, test } from './fixtures.ts';

const routes = routesConfig.routes as { id: string; path: string; screen: string }[];
type Hours = { days: string; opens?: string; closes?: string; closed?: true };
type Store = { name: string; address: string[]; country: string; hours: Hours[] };
const block = screenConfig('stores').blocks.find((b) => b.type === 'stores') as {
  stores: Store[];
  timeRange: string;
  closed: string;
};

async function expectStores(page: Page, lang: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitle('stores', lang));
  await expect(page.getByText(translate(lang, 'screens.stores.membersOnly'))).toBeVisible();
  const cards = page.locator('.store');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(block.stores.map((s) => translate(lang, s.name)));
  for (const [i, store] of block.stores.entries()) {
    const card = cards.nth(i);
    await expect(card.locator('address')).toHaveText([...store.address, translate(lang, store.country)].join(''));
    await expect(card.getByRole('definition')).toHaveText(
      store.hours.map((h) =>
        h.closed ? translate(lang, block.closed) : translateWith(lang, block.timeRange, h as never),
      ),
    );
    await expect(card.getByRole('term')).toHaveText(store.hours.map((h) => translate(lang, h.days)));
  }
}

test('the footer leads to the stores: addresses, opening hours and who may shop there', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/acquisition/entrance');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: translate('en', 'footer.stores') })
    .click();
  await expect(page).toHaveURL(/\/acquisition\/stores$/);
  await expectStores(page, 'en');
  await expectNoAxeViolations(page);
});

test('every page whose screen links to the stores leads there, in the same language (pl)', async ({ page }) => {
  // From config: the routes whose screens hold a link to the stores route.
  const linking = routes.filter(
    (route) => route.id !== 'stores' && JSON.stringify(screenConfig(route.screen)).includes('"route":"stores"'),
  );
  expect(linking.length).toBeGreaterThan(0);
  for (const route of linking) {
    await page.goto(appPath('pl', route.path));
    await page
      .getByRole('main')
      .getByRole('link', { name: translate('pl', 'screens.stores.linkFromAbout') })
      .click();
    await expect(page, route.id).toHaveURL(/\/acquisition\/pl\/stores$/);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectStores(page, 'pl');
  await expectNoAxeViolations(page);
});
