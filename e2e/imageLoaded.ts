import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The image has loaded (a picture, not a broken or pending one). */
export async function expectImageLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}
