// A code's registration page on a desktop is an editorial page in every registration layout config names: on the
// first screen the invitation's headline no lower than the form's first field, a picture over at least a quarter of
// the screen, content and pictures across at least two thirds of its width, one h1, nothing moving on the way.
// The code of each layout comes from the catalogue's variant scenarios, as the backend answers for them.
import { variantsConfig } from '../src/config/variantsConfig.ts';
import { expectComposed, boxOf } from './composedRegistration.ts';
import { appPath } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { everyVariant, trigger, variantScenarios } from './mockBackend.ts';

const SCREENS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/** The query of each rule that gives the page a copy variant with a picture of its own (it takes the page's place). */
const ownPictureQueries = variantsConfig.rules
  .filter((rule) => rule.when.query && variantsConfig.copyVariants[rule.set.copyVariant ?? '']?.hero)
  .map((rule) => `?${new URLSearchParams(rule.when.query)}`);

for (const layout of variantsConfig.registrationLayouts) {
  test(`the ${layout} registration layout composes the first screen at 1280 and 1920 px, for every code with it`, async ({
    page,
    request,
  }) => {
    const choices = await everyVariant(request);
    const codes = choices.filter(({ choice }) => choice.registrationLayout === layout).map(({ code }) => code);
    expect(codes.length, 'a code of the catalogue has this layout').toBeGreaterThan(0);
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      for (const search of [...codes, ...ownPictureQueries.map((query) => codes[0] + query)]) {
        await page.goto(appPath('en', search));
        await expectComposed(page, layout);
      }
    }
  });
}

test("the confirmation popup over a code's page stands in the middle of a desktop", async ({ page, request }) => {
  await page.setViewportSize(SCREENS[0]!);
  const approved = (await everyVariant(request)).find(({ choice }) => choice.finishedIn === 'popup')!;
  await page.goto(appPath('en', `${approved.code}?registrationId=desktop`));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = await boxOf(dialog);
  expect(Math.abs(box.x + box.width / 2 - SCREENS[0]!.width / 2)).toBeLessThanOrEqual(2);
});

test("without JavaScript, a code's page on a desktop shows its picture beside the notice that says why", async ({
  browser,
}) => {
  const withoutScript = await browser.newPage({ javaScriptEnabled: false, viewport: SCREENS[0]! });
  await withoutScript.goto(appPath('en', trigger(variantScenarios[0]!)));
  await expect(withoutScript.locator('.registration-needs-script')).toBeVisible();
  const picture = await boxOf(withoutScript.locator('.page-hero img'));
  expect(picture.width * picture.height).toBeGreaterThanOrEqual((SCREENS[0]!.width * SCREENS[0]!.height) / 4);
  await withoutScript.close();
});
