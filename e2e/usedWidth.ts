// How much of a desktop's width a page uses above the fold: its main landmark's text, pictures and controls, as the
// share of the window's width their spans cover together.
import type { Page } from '@playwright/test';

export const usedWidth = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const spans: [number, number][] = [];
    const add = (rect: DOMRect) => {
      if (rect.width > 0 && rect.height > 0 && rect.top < innerHeight && rect.bottom > 0) {
        spans.push([rect.left, rect.right]);
      }
    };
    const main = document.querySelector('main')!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) add(rect);
    }
    for (const element of main.querySelectorAll('img, input, select, textarea, button')) {
      add(element.getBoundingClientRect());
    }
    spans.sort((a, b) => a[0] - b[0]);
    let used = 0;
    let end = -Infinity;
    for (const [left, right] of spans) {
      used += Math.max(0, right - Math.max(left, end));
      end = Math.max(end, right);
    }
    return used / innerWidth;
  });
