import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** How wide the page is against its window, and (if wider) the last elements that stick out. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const widest = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().left + element.scrollWidth > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      .slice(-3);
    return { width, scrollWidth: document.documentElement.scrollWidth, widest };
  });

/** Nothing on the page is wider than the window: the visitor never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await sidewaysOverflow(page);
  expect(overflow.scrollWidth, `wider than ${overflow.width} px: ${overflow.widest.join(', ')}`).toBeLessThanOrEqual(
    overflow.width,
  );
}
