// Accessibility of a page state: axe-core's default rules (WCAG 2.x A and AA, and its best practices) in the page
// as it is now, e.g. with a dialog open. One line per violation, naming the rule and where it failed.
// Legacy mode runs axe in the page itself instead of gathering each frame's results in a blank page it opens; it
// leaves cross-origin frames untested, and our pages have none. With only violations reported, that halves a scan
// at 320 px (seconds each on the 2-core CI machine).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.help}): ${node.target.join(' ')}`));
  expect(found, 'axe violations').toEqual([]);
}
