// A headline on a phone breaks between words, never inside a compound at its hyphen ('Premium-' / 'Mode'), in every
// language: the landing page's and a code's registration page's, which open the two ways in.
import { languages } from '../src/shared/languages.ts';
import type { Page } from '@playwright/test';
import { appPath } from './expected.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The words after which the main heading's lines break, as laid out (each character's line, by its top). */
const lineEnds = (page: Page) =>
  page
    .locator('h1')
    .first()
    .evaluate((heading) => {
      const text = heading.textContent ?? '';
      const range = document.createRange();
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      const tops: { char: string; top: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) tops.push({ char: node.textContent![i]!, top: Math.round(rect.top) });
        }
      }
      const ends = tops.flatMap((c, i) => (i > 0 && c.top > tops[i - 1]!.top ? [tops[i - 1]!.char] : []));
      return { text, ends };
    });

for (const lang of languages) {
  test(`the headlines break between words on a phone (${lang})`, async ({ page }) => {
    for (const path of ['', 'MOCK-VALID']) {
      await page.goto(appPath(lang, path));
      await page.evaluate(() => document.fonts.ready);
      const { text, ends } = await lineEnds(page);
      expect(
        ends.filter((end) => /[-\u2010\u2011]/.test(end)),
        `"${text}" at /${lang}/${path}`,
      ).toEqual([]);
    }
  });
}
