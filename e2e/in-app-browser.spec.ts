// The 'open in your browser' overlay (spec §2, §4) on a 320 px phone: shown inside an app's webview (found by its
// user agent, the app's object on window, or a redirectUrl leading back into the app), never in a browser; its copy
// button announces the result; continuing here (Escape or the button) holds for the session; the social sign-up's
// Google entry knows the webview too.
import { test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { appConfig, routesConfig as routesFile } from '../src/config/appConfig.ts';
import { outcomesConfig as outcomes } from '../src/config/outcomesConfig.ts';
import { abTesting } from './abTesting.ts';
import { expectNoAxeViolations } from './axe.ts';
import { appPath, translate, translateWith } from './expected.ts';
// Each test makes its own contexts (a user agent each): the fixtures' page is not used.
import { appReady, expect } from './fixtures.ts';

const agents = {
  androidWebview:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36',
  iosApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};
const { appScheme, appObject } = appConfig.inAppBrowser;
const text = (key: string) => translate('en', `inAppBrowser.${key}`);
const overlay = (page: Page) => page.getByRole('dialog', { name: text('heading') });
// The app's sign-in sends its users to the log-in with where to come back: an authorisation URL whose own query's
// redirect_uri is the app's scheme.
const redirectIntoApp = `redirectUrl=${encodeURIComponent(
  `https://www.maisonclub.example/oauth/authorize?redirect_uri=${encodeURIComponent(`${appScheme}://signed-in`)}`,
)}`;

interface Visit {
  userAgent: string;
  /** Before the page's own scripts: e.g. the app's communication object. */
  initScript?: string;
  permissions?: string[];
}

/** A page in a phone-sized context of its own (this user agent), failing the test on a console error. */
async function phonePage(browser: Browser, baseURL: string, { userAgent, initScript, permissions }: Visit) {
  const options: BrowserContextOptions = { userAgent, viewport: { width: 320, height: 640 }, baseURL };
  const context = await browser.newContext({ ...options, storageState: abTesting('off'), permissions });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  const overlayLoads: string[] = [];
  page.on('request', (r) => /OpenInBrowserOverlay/.test(r.url()) && overlayLoads.push(r.url()));
  const open = async (path: string) => {
    await page.goto(path);
    await appReady(page);
    // The visitor context is found as React renders again after hydrating: two frames later it has.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  };
  return { page, open, errors, overlayLoads, close: () => context.close() };
}

test.describe.configure({ mode: 'parallel' });

test('shows in app webviews, with what to tap there, and never in browsers (nor downloads its code)', async ({
  browser,
  baseURL,
}) => {
  const landing = appPath('en', '');
  const cases = [
    { userAgent: agents.androidWebview, how: 'android', path: landing },
    { userAgent: agents.iosApp, how: 'ios', path: landing },
    // A browser's user agent, but the app's signs: on Android its object, in Safari its redirect.
    { userAgent: agents.androidChrome, how: 'android', path: landing, initScript: `window.${appObject} = {};` },
    { userAgent: agents.iosSafari, how: 'ios', path: `${appPath('en', 'entrance')}?${redirectIntoApp}` },
    { userAgent: agents.desktopChrome, how: 'other', path: landing, initScript: `window.${appObject} = {};` },
    { userAgent: agents.desktopChrome, how: undefined, path: landing },
    { userAgent: agents.androidChrome, how: undefined, path: landing },
    { userAgent: agents.iosSafari, how: undefined, path: `${appPath('en', 'entrance')}?redirectUrl=%2Fshop%2Fbag` },
  ];
  // Four side by side: each case is a page load of its own.
  const checkCase = async ({ userAgent, how, path, initScript }: (typeof cases)[number]) => {
    const visit = await phonePage(browser, baseURL!, { userAgent, initScript });
    await visit.open(path);
    const shown = overlay(visit.page);
    if (!how) {
      await expect(shown, userAgent).toHaveCount(0);
      expect(visit.overlayLoads, userAgent).toEqual([]);
    } else {
      // Several pages load at once on two cores: the dialog's own code and texts may take a while to arrive.
      await expect(shown, userAgent).toBeVisible({ timeout: 15_000 });
      await expect(shown).toHaveAccessibleDescription(`${text('lead')} ${text(`how.${how}`)}`);
      // Focus moves in, to the first way to the browser: on Android the link that opens it, else the copy button.
      const intentLink = shown.getByRole('link', { name: text('open') });
      if (how === 'android') {
        await expect(intentLink).toHaveAttribute('href', /^intent:\/\/localhost:\d+\/acquisition\/#Intent;/);
        await expect(intentLink).toBeFocused();
      } else {
        await expect(intentLink).toHaveCount(0);
        await expect(shown.getByRole('button', { name: text('copy') })).toBeFocused();
      }
    }
    expect(visit.errors, userAgent).toEqual([]);
    await visit.close();
  };
  for (let first = 0; first < cases.length; first += 4) await Promise.all(cases.slice(first, first + 4).map(checkCase));
});

test("not on the pages an activation link's answer leads to, as on the activation page itself", async ({
  browser,
  baseURL,
}) => {
  /** Whether the overlay is there once the page, the overlay's code and its texts have loaded (no waiting after). */
  const shownAt = async (path: string) => {
    const visit = await phonePage(browser, baseURL!, { userAgent: agents.androidWebview });
    await visit.open(path);
    await expect.poll(() => visit.overlayLoads.length, path).toBeGreaterThan(0); // the webview was found
    await visit.page.waitForLoadState('networkidle');
    await visit.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const shown = await overlay(visit.page).count();
    await visit.close();
    return shown;
  };
  expect(await shownAt(appPath('en', 'entrance'))).toBe(1); // what the check sees where the overlay belongs
  for (const { route: id, reason } of Object.values(outcomes.activationErrors)) {
    const route = routesFile.routes.find((r) => r.id === id)!;
    expect(await shownAt(`${appPath('en', route.path)}?reason=${reason}`), `${id}, ${reason}`).toBe(0);
  }
});

test('iOS app: accessible at 320 px, the copy announced, Escape continues here for the session', async ({
  browser,
  baseURL,
}) => {
  const visit = await phonePage(browser, baseURL!, {
    userAgent: agents.iosApp,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const { page } = visit;
  await visit.open(appPath('en', ''));
  const shown = overlay(page);
  await expect(shown).toBeVisible();
  await expectNoAxeViolations(page);

  await shown.getByRole('button', { name: text('copy') }).click();
  await expect(shown.getByRole('status')).toHaveText(text('copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.keyboard.press('Escape');
  await expect(page.locator('dialog')).toHaveCount(0);
  // Focus is back where it was when the overlay opened on this fresh page: its start.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await visit.open(appPath('en', 'entrance')); // a new page load in the same tab
  await expect(overlay(page)).toHaveCount(0);
  expect(visit.errors).toEqual([]);
  await visit.close();
});

test('Android app: continue here on a registration page, where the Google entry offers the browser', async ({
  browser,
  baseURL,
}) => {
  const visit = await phonePage(browser, baseURL!, { userAgent: agents.androidWebview });
  const { page } = visit;
  await visit.open(appPath('en', 'MOCK-SOCIAL-REG'));
  await overlay(page)
    .getByRole('button', { name: text('continueHere') })
    .click();
  await expect(overlay(page)).toHaveCount(0);
  // The social sign-up knows the webview from the same context: Google refuses it, the entry says so.
  const refused = translateWith('en', 'screens.social-sign-in.webview.refused', { provider: 'Google' });
  await expect(page.getByText(refused)).toBeVisible();
  await expect(
    page.getByRole('link', { name: translate('en', 'screens.social-sign-in.webview.open') }),
  ).toHaveAttribute('href', /^intent:\/\/.*MOCK-SOCIAL-REG#Intent;scheme=http;/);
  await page.reload();
  await appReady(page);
  await expect(page.getByText(refused)).toBeVisible(); // the context is there again: the overlay is not
  await expect(overlay(page)).toHaveCount(0);
  expect(visit.errors).toEqual([]);
  await visit.close();
});
