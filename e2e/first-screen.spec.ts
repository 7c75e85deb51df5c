// What a visitor sees before scrolling. On a phone: a code's page has one heading, the invitation's, and the
// registration form's first field on the first screen, in every language. On a desktop: no page leaves more than a
// third of the width empty. Codes, routes and languages come from the catalogue and config.
import type { APIRequestContext, Page } from '@playwright/test';
import { appConfig } from '../src/config/appConfig.ts';
import { variantsConfig } from '../src/variants/selectVariant.ts';
import { appPath, translateWith } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { variantOf, variantScenarios } from './mockBackend.ts';
import { openableRoutes, openRoute } from './openRoute.ts';

/** One code of the catalogue for each registration layout config has. */
async function codePerLayout(request: APIRequestContext) {
  const byLayout = new Map<string, Awaited<ReturnType<typeof variantOf>>>();
  for (const id of variantScenarios) {
    const variant = await variantOf(request, id);
    if (!byLayout.has(variant.choice.registrationLayout)) byLayout.set(variant.choice.registrationLayout, variant);
  }
  expect([...byLayout.keys()].sort()).toEqual([...variantsConfig.registrationLayouts].sort());
  return [...byLayout.values()];
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a code's page has one heading, the invitation's, and the form's first field on the first screen", async ({
    page,
    request,
  }) => {
    const codes = await codePerLayout(request);
    // The default language first: its paths have no prefix, and a later page's language would be remembered.
    for (const lang of appConfig.languages) {
      for (const { code, inviter, choice } of codes) {
        await page.goto(appPath(lang, code));
        const headline = variantsConfig.copyVariants[choice.copyVariant]!.headline;
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(translateWith(lang, headline, { inviter }));
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        const field = page.locator('.registration-body').locator('input:visible, select:visible').first();
        await expect(field, `${code} in ${lang}`).toBeInViewport({ ratio: 1 });
      }
    }
  });
});

/** How much of the first screen's width holds something: the union of the text's, the pictures' and the controls' spans. */
const usedWidth = (page: Page) =>
  page.evaluate(() => {
    const spans: [number, number][] = [];
    const add = (rect: DOMRect) => {
      if (rect.width > 0 && rect.height > 0 && rect.top < innerHeight && rect.bottom > 0) {
        spans.push([rect.left, rect.right]);
      }
    };
    const main = document.querySelector('main')!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) add(rect);
    }
    for (const element of main.querySelectorAll('img, input, select, textarea, button')) {
      add(element.getBoundingClientRect());
    }
    spans.sort((a, b) => a[0] - b[0]);
    let used = 0;
    let end = -Infinity;
    for (const [left, right] of spans) {
      used += Math.max(0, right - Math.max(left, end));
      end = Math.max(end, right);
    }
    return used / innerWidth;
  });

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('no page leaves more than a third of the width empty above the fold', async ({ page, visitor }) => {
    for (const route of openableRoutes) {
      await openRoute(visitor, route, 'en');
      await page.waitForLoadState('networkidle');
      expect(await usedWidth(page), route.id).toBeGreaterThan(2 / 3);
    }
    for (const { code } of await codePerLayout(visitor.request)) {
      await page.goto(appPath('en', code));
      await expect(page.locator('.registration-body form')).toBeVisible();
      expect(await usedWidth(page), code).toBeGreaterThan(2 / 3);
    }
  });
});
