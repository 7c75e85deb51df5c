// A code's registration page on a desktop is an editorial page in every registration layout config names: on the
// first screen the invitation's headline no lower than the form's first field, a picture over at least a quarter of
// the screen, content and pictures across at least two thirds of its width, one h1, nothing moving on the way.
// The code of each layout comes from the catalogue's variant scenarios, as the backend answers for them.
import type { Locator, Page } from '@playwright/test';
import { variantsConfig } from '../src/config/variantsConfig.ts';
import { layoutShift } from './abTesting.ts';
import { appPath } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { variantOf, variantScenarios } from './mockBackend.ts';

const SCREENS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

type Box = { x: number; y: number; width: number; height: number };

const boxOf = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;

/** The part of a box on the first screen. */
function onFirstScreen(box: Box, screen: { width: number; height: number }): Box {
  const x = Math.max(box.x, 0);
  const y = Math.max(box.y, 0);
  const width = Math.max(Math.min(box.x + box.width, screen.width) - x, 0);
  const height = Math.max(Math.min(box.y + box.height, screen.height) - y, 0);
  return { x, y, width, height };
}

/** How much of the screen's width the boxes cover together (overlaps counted once). */
function widthCovered(boxes: Box[]): number {
  const spans = boxes.filter((b) => b.width > 0 && b.height > 0).map((b) => [b.x, b.x + b.width] as const);
  spans.sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let end = -Infinity;
  for (const [from, to] of spans) {
    covered += Math.max(to - Math.max(from, end), 0);
    end = Math.max(end, to);
  }
  return covered;
}

/** The picture the page shows: a copy variant's own, or the page's. */
const shownPicture = (page: Page) =>
  page.locator('.variant-arm[data-visible] .registration-hero img, .page-hero img').filter({ visible: true }).first();

/** The query of each rule that gives the page a copy variant with a picture of its own (it takes the page's place). */
const ownPictureQueries = variantsConfig.rules
  .filter((rule) => rule.when.query && variantsConfig.copyVariants[rule.set.copyVariant ?? '']?.hero)
  .map((rule) => `?${new URLSearchParams(rule.when.query)}`);

async function expectComposed(page: Page, layout: string, screen: { width: number; height: number }) {
  const registration = page.locator(`.registration.registration-layout-${layout}`);
  const firstField = registration
    .locator('.registration-body :is(input, select, button)')
    .filter({ visible: true })
    .first();
  await expect(firstField).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);

  const headline = await boxOf(page.locator('.variant-arm[data-visible] h1'));
  const field = await boxOf(firstField);
  expect(headline.y + headline.height, 'the headline on the first screen').toBeLessThanOrEqual(screen.height);
  expect(headline.y, "the headline no lower than the form's first field").toBeLessThanOrEqual(field.y);

  const picture = onFirstScreen(await boxOf(shownPicture(page)), screen);
  expect(picture.width * picture.height, 'a picture over a quarter of the first screen').toBeGreaterThanOrEqual(
    (screen.width * screen.height) / 4,
  );
  const content = await Promise.all(
    [registration.locator('.registration-headline'), registration.locator('.registration-body')].map(boxOf),
  );
  const used = widthCovered([picture, ...content.map((box) => onFirstScreen(box, screen))]);
  expect(used, 'content and pictures across two thirds of the width').toBeGreaterThanOrEqual((screen.width * 2) / 3);
  expect(await layoutShift(page), 'nothing moved on the way').toBeLessThan(0.005);
}

for (const layout of variantsConfig.registrationLayouts) {
  test(`the ${layout} registration layout composes the first screen at 1280 and 1920 px, for every code with it`, async ({
    page,
    request,
  }) => {
    const choices = await Promise.all(variantScenarios.map((id) => variantOf(request, id)));
    const codes = choices.filter(({ choice }) => choice.registrationLayout === layout).map(({ code }) => code);
    expect(codes.length, 'a code of the catalogue has this layout').toBeGreaterThan(0);
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      for (const search of [...codes.map((code) => code), ...ownPictureQueries.map((query) => codes[0] + query)]) {
        await page.goto(appPath('en', search));
        await expectComposed(page, layout, screen);
      }
    }
  });
}

test("the confirmation popup over a code's page stands in the middle of a desktop", async ({ page, request }) => {
  await page.setViewportSize(SCREENS[0]!);
  const approved = (await Promise.all(variantScenarios.map((id) => variantOf(request, id)))).find(
    ({ choice }) => choice.finishedIn === 'popup',
  )!;
  await page.goto(appPath('en', `${approved.code}?registrationId=desktop`));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = await boxOf(dialog);
  expect(Math.abs(box.x + box.width / 2 - SCREENS[0]!.width / 2)).toBeLessThanOrEqual(2);
});
