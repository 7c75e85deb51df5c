// Accessibility of a page state: axe-core's default rules (WCAG 2.x A and AA, and its best practices) in the page
// as it is now, e.g. with a dialog open, plus WCAG 2.2 AA's target size (2.5.8), which axe leaves off by default.
// One line per violation, naming the rule and where it failed.
// Legacy mode runs axe in the page itself instead of gathering each frame's results in a blank page it opens; it
// leaves cross-origin frames untested, and our pages have none. With only violations reported, that halves a scan
// at 320 px (seconds each on the 2-core CI machine).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * What axe finds in the page as it is now: one line per failing element, with the rule. `within`: only there (a modal
 * dialog, whose page around it is inert).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // Colours are judged as they settle: the pointer the last click left behind hovers whatever moves under it (a page
  // that opened there, a resize), and a button's hover transition caught half-way fails contrast it meets at rest.
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((running) => running instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => {})),
    ),
  );
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const { violations } = await builder
    .setLegacyMode()
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
    .analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.help}): ${node.target.join(' ')}`));
}

export async function expectNoAxeViolations(page: Page, within?: string) {
  expect(await axeViolations(page, within), 'axe violations').toEqual([]);
}
