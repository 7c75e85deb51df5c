// What makes a code's registration page on a desktop an editorial page (issue 57), for the production build
// (registration-desktop.spec.ts) and for `npm start` (qa-flows.start.spec.ts): on the first screen the invitation's
// headline no lower than the form's first field, a picture over a quarter of it, content and pictures across two
// thirds of its width, one h1, nothing moved on the way.
import type { Locator, Page } from '@playwright/test';
import { layoutShift } from './abTesting.ts';
import { expect } from './fixtures.ts';

type Box = { x: number; y: number; width: number; height: number };

export const boxOf = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;

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

export async function expectComposed(page: Page, layout: string, screen: { width: number; height: number }) {
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
