// What a visitor sees before scrolling on a phone: a code's page has one heading, the invitation's, and the
// registration form's first field on the first screen, in every language (on a desktop:
// e2e/registration-desktop.spec.ts; every route's page: e2e/imagery.spec.ts). Codes, layouts and languages come from
// the catalogue and config.
import { appConfig } from '../src/config/appConfig.ts';
import { variantsConfig } from '../src/config/variantsConfig.ts';
import { appPath, translateWith } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { codePerLayout } from './composedRegistration.ts';

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
