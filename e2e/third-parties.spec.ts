// The consent manager, then the tag manager, start where a container id is configured, never on account activation.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { pendingRegistration } from './mockBackend.ts';

const { thirdParties } = JSON.parse(readFileSync('config/app.json', 'utf8'));

/** defaults.json names a container; the two third-party scripts are answered by stand-ins that record their loading. */
async function withContainer(page: Page, gtmContainerId: string) {
  const loaded: string[] = [];
  await page.route('**/acquisition/defaults.json', (route) => route.fulfill({ json: { gtmContainerId } }));
  await page.route(thirdParties.consentManagerScript, (route) => {
    loaded.push('consent manager');
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.dispatchEvent(new Event(${JSON.stringify(thirdParties.consentManagerInitializedEvent)}));`,
    });
  });
  await page.route(`${thirdParties.tagManagerScript}?*`, (route) => {
    loaded.push(`tag manager ${new URL(route.request().url()).searchParams.get('id')}`);
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return loaded;
}

test('the landing page starts the consent manager, then the tag manager with the configured container', async ({
  page,
}) => {
  const loaded = await withContainer(page, 'GTM-E2E');
  await page.goto('/acquisition/');
  await expect.poll(() => loaded).toEqual(['consent manager', 'tag manager GTM-E2E']);
  const events = await page.evaluate(() => (window as unknown as { dataLayer: { event: string }[] }).dataLayer);
  expect(events.map((e) => e.event)).toContain('gtm.js');
});

/** Neither script was added to the page (checked once the page has settled), nor requested. */
async function expectNoThirdParties(page: Page, loaded: string[]) {
  await page.waitForLoadState('networkidle');
  for (const src of [thirdParties.consentManagerScript, thirdParties.tagManagerScript]) {
    await expect(page.locator(`script[src^="${src}"]`)).toHaveCount(0);
  }
  expect(loaded).toEqual([]);
}

test('the account activation page starts neither', async ({ page, request }) => {
  const loaded = await withContainer(page, 'GTM-E2E');
  await page.goto(await pendingRegistration(request, `e2e.third-parties.${Date.now()}@mock.test`));
  await expect(page.getByRole('status')).toContainText(translate('en', 'screens.activate-account.activated'));
  await expectNoThirdParties(page, loaded);
});

test('without a container id nothing starts', async ({ page }) => {
  const loaded = await withContainer(page, '');
  await page.goto('/acquisition/entrance');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoThirdParties(page, loaded);
});
