// The consent manager, then the tag manager, start where a container id is configured, never on account activation.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { pendingRegistration } from './mockBackend.ts';
import { uniqueEmail } from './uniqueEmail.ts';

const { thirdParties, consentManagerSettings } = JSON.parse(readFileSync('config/app.json', 'utf8'));
const { links } = JSON.parse(readFileSync('config/footer.json', 'utf8')) as {
  links: { text: string; href?: string; opensConsentSettings?: boolean }[];
};
const cookieSettings = links.find((link) => link.opensConsentSettings)!;

/** A consent manager's script: its settings dialog opens through the function config/app.json names. */
const consentManagerStandIn = `
  (() => {
    const path = ${JSON.stringify(consentManagerSettings.function)}.split('.');
    const name = path.pop();
    const owner = path.reduce((target, key) => (target[key] ??= {}), window);
    owner[name] = () => {
      const dialog = document.createElement('dialog');
      dialog.setAttribute('aria-label', 'Privacy settings');
      dialog.textContent = 'Choose which cookies we may set.';
      document.body.append(dialog);
      dialog.showModal();
    };
    window.dispatchEvent(new Event(${JSON.stringify(thirdParties.consentManagerInitializedEvent)}));
  })();`;

/** defaults.json names a container; the two third-party scripts are answered by stand-ins that record their loading. */
async function withContainer(page: Page, gtmContainerId: string) {
  const loaded: string[] = [];
  await page.route('**/acquisition/defaults.json', (route) => route.fulfill({ json: { gtmContainerId } }));
  await page.route(thirdParties.consentManagerScript, (route) => {
    loaded.push('consent manager');
    return route.fulfill({ contentType: 'text/javascript', body: consentManagerStandIn });
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
  await page.goto(await pendingRegistration(request, uniqueEmail('e2e.third-parties')));
  await expect(page.getByRole('status')).toContainText(translate('en', 'screens.activate-account.activated'));
  await expectNoThirdParties(page, loaded);
});

test('without a container id nothing starts', async ({ page }) => {
  const loaded = await withContainer(page, '');
  await page.goto('/acquisition/entrance');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoThirdParties(page, loaded);
});

test("the footer's cookie settings open the consent manager's settings where it is on the page", async ({ page }) => {
  const loaded = await withContainer(page, 'GTM-E2E');
  await page.goto('/acquisition/');
  // On the page: its script has run, which the app hears (it then starts the tag manager). Its request alone is not
  // enough: a click before the script runs follows the link, as it should.
  await expect.poll(() => loaded).toEqual(['consent manager', 'tag manager GTM-E2E']);
  await page.getByRole('link', { name: translate('en', cookieSettings.text) }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy settings' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/acquisition/');
});

test('without a consent manager the cookie settings link leads to its page', async ({ page }) => {
  await withContainer(page, '');
  // The page is requested without its fragment.
  await page.route(new URL(cookieSettings.href!).href.replace(/#.*/, ''), (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Privacy</title><h1 id="cookie-settings">Cookies</h1>' }),
  );
  await page.goto('/acquisition/entrance');
  await page.getByRole('link', { name: translate('en', cookieSettings.text) }).click();
  await expect(page).toHaveURL(cookieSettings.href!);
});
