// What a visitor sees before scrolling. On a phone: a code's page has one heading, the invitation's, and the
// registration form's first field on the first screen, in every language. On a desktop: no registration layout leaves
// more than a third of the width empty (every route's page: e2e/imagery.spec.ts). Codes, layouts and languages come
// from the catalogue and config.
import type { APIRequestContext } from '@playwright/test';
import { appConfig } from '../src/config/appConfig.ts';
import { variantsConfig } from '../src/config/variantsConfig.ts';
import { appPath, translateWith } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { variantOf, variantScenarios } from './mockBackend.ts';
import { usedWidth } from './usedWidth.ts';

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
test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // Every route's page: e2e/imagery.spec.ts, which opens each at this width with its picture loaded.
  test('no registration layout leaves more than a third of the width empty above the fold', async ({
    page,
    visitor,
  }) => {
    for (const { code } of await codePerLayout(visitor.request)) {
      await page.goto(appPath('en', code));
      await expect(page.locator('.registration-body form')).toBeVisible();
      expect(await usedWidth(page), code).toBeGreaterThan(2 / 3);
    }
  });
});
