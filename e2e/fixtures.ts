// Every e2e test fails if the page logged a console error or threw, or React found HTML that did not match what the
// page renders (reported, not logged, in production: src/routing/startApp.tsx). Pages are prerendered: they show before
// their code has taken over, so page.goto (unless waitUntil: 'commit') and page.reload also wait for that
// (html[data-ready]) on the app's pages.
import { test as base, expect, type Page } from '@playwright/test';
import type { Visitor } from './openRoute.ts';

/** The page's code has taken over (after a navigation the test did not make with page.goto). */
export async function appReady(page: Page) {
  await page.waitForFunction(
    () => !/^\/acquisition(\/|$)/.test(location.pathname) || document.documentElement.dataset.ready !== undefined,
  );
}

export const test = base.extend<{ consoleErrors: string[]; visitor: Visitor }>({
  page: async ({ page }, use) => {
    await page.addInitScript(() =>
      window.addEventListener('acquisition:error', (event) => {
        const { error, context } = (event as CustomEvent<{ error: unknown; context: { during?: string } }>).detail;
        if (context.during === 'hydrating') console.error(`hydration mismatch: ${String(error)}`);
      }),
    );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appReady(page); // 'commit': the test watches the page before that
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  // What a visitor brings to a page (e2e/openRoute.ts): its browser, its cookies, its own requests to the backend.
  visitor: async ({ page, context, request, baseURL }, use) => use({ page, context, request, baseURL }),
});

export { expect };
