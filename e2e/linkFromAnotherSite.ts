// A visitor who follows a link to the app from a page of another site (a partner's, a webmail's): that page is served
// to the browser as the site would serve it, so the arrival has the other origin as its referrer.
import type { Page } from '@playwright/test';

/** Opens `site` (an origin of another site) showing one link, to `href`, and follows it. */
export async function followLinkFrom(page: Page, site: string, href: string) {
  await page.route(`${site}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Partner</title><a href="${href}">Join</a>`,
    }),
  );
  await page.goto(site);
  await page.getByRole('link', { name: 'Join' }).click();
}
