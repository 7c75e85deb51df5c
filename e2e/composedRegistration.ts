// What makes a code's registration page on a desktop an editorial page (issue 57), for the production build
// (registration-desktop.spec.ts) and for `npm start` (qa-flows.start.spec.ts): on the first screen the invitation's
// headline no lower than the form's first field, a picture over a quarter of it, no more than a third of its width
// empty (usedWidth.ts), one h1, nothing moved on the way.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { variantsConfig } from '../src/config/variantsConfig.ts';
import { layoutShift } from './abTesting.ts';
import { expect } from './fixtures.ts';
import { everyVariant, type variantOf } from './mockBackend.ts';
import { usedWidth } from './usedWidth.ts';

/** One code of the catalogue for each registration layout config has. */
export async function codePerLayout(request: APIRequestContext) {
  const byLayout = new Map<string, Awaited<ReturnType<typeof variantOf>>>();
  for (const variant of await everyVariant(request)) {
    if (!byLayout.has(variant.choice.registrationLayout)) byLayout.set(variant.choice.registrationLayout, variant);
  }
  expect([...byLayout.keys()].sort()).toEqual([...variantsConfig.registrationLayouts].sort());
  return [...byLayout.values()];
}

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

/** The picture the page shows: a copy variant's own, or the page's. */
const shownPicture = (page: Page) =>
  page.locator('.variant-arm[data-visible] .registration-hero img, .page-hero img').filter({ visible: true }).first();

export async function expectComposed(page: Page, layout: string) {
  const screen = page.viewportSize()!;
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
  expect(await usedWidth(page), 'no more than a third of the width empty above the fold').toBeGreaterThan(2 / 3);
  expect(await layoutShift(page), 'nothing moved on the way').toBeLessThan(0.005);
}
