// Pages arrive as HTML: readable before any script, hydrated (the same nodes, no shift), served compressed
// under a strict Content-Security-Policy; a prerendered form keeps what was typed and sent before its code came.
import type { Page } from '@playwright/test';
import { routesConfig } from '../src/config/appConfig.ts';
import { expandRouteTable } from '../src/navigation/routeTable.ts';
import codeFormModule from '../src/config/forms/__generated__/registration-code.form.ts';
import { anyScreenTitle, translate, translateWith } from './expected.ts';
import { appReady, expect, test } from './fixtures.ts';

const codeForm = codeFormModule.config;

/** Holds back a chunk of the app's code (by default the app itself: all but the tiny entry) until the returned
 * function is called. */
async function holdAppCode(page: Page, chunk = 'startApp'): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Layout shifts the page reports from its first paint on. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
}

test('every page reads without its code: language, title and heading are in the HTML', async ({ browser }) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const page = await withoutScripts.newPage();
  for (const route of routesConfig.routes) {
    const [path] = expandRouteTable([route]).filter((p) => p.includes('/de/') || p.endsWith('/de'));
    await page.goto(path!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(/\S+ \| Maison Club$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(anyScreenTitle(route.screen, 'de'));
  }
  await withoutScripts.close();
});

test('pages are served compressed under a strict Content-Security-Policy', async ({ request }) => {
  const response = await request.get('/acquisition/de/entrance', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.headers()['content-encoding']).toBe('br');
  const csp = response.headers()['content-security-policy']!;
  expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
  expect(csp).toMatch(/style-src 'self' 'sha256-[^']+'/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  const gzip = await request.get('/acquisition/de/entrance', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  // Not framed, no address for other sites, no features the site does not use, HTTPS only.
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers()).toMatchObject({
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
  });
  expect(response.headers()['permissions-policy']).toContain('camera=()');
  expect(response.headers()['strict-transport-security']).toContain('max-age=');
});

/** What Chromium says when it refuses to show a page in a frame. */
const FRAMING_REFUSED = /frame-ancestors|X-Frame-Options|Refused to display/i;

test('no page shows inside another page: the admin pages least of all', async ({ page, consoleErrors }) => {
  // A page of this origin that frames one of the site's: only a review build lets it.
  await page.route('**/framing-test', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>framing</title><iframe src="/acquisition/admin/registrationlinkgenerator"></iframe>',
    }),
  );
  const blocked = page.waitForEvent('console', (m) => FRAMING_REFUSED.test(m.text()));
  await page.goto('/framing-test', { waitUntil: 'load' });
  await blocked;
  await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0); // the app's page is not in it
  // The browser's refusal is the one console error here, and the expected one.
  expect(consoleErrors.length).toBeGreaterThan(0);
  expect(consoleErrors.filter((e) => !FRAMING_REFUSED.test(e))).toEqual([]);
  consoleErrors.length = 0;
});

test('a page named by its file is still a page; nothing outside the build is served', async ({ request }) => {
  const byFile = await request.get('/acquisition/de/entrance/index.html');
  expect(byFile.status()).toBe(200);
  expect(byFile.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  expect((await request.get('/acquisition/..%2fpackage.json')).status()).toBe(404);
  expect((await request.get('/acquisition/%E0%A4%A')).status()).toBe(400);
});

test('hashed assets are cached for a year, pages are revalidated', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/acquisition/entrance');
  const asset = await request.get(scripts.find((url) => url.includes('/assets/'))!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/acquisition/entrance')).headers()['cache-control']).toBe('no-cache');
});

test('the page shows before its code runs, and hydrating keeps its nodes and moves nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shifts = await recordShifts(page);
  const release = await holdAppCode(page);
  await page.goto('/acquisition/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(translate('en', 'screens.landing.title')); // no script has run yet
  const before = await heading.elementHandle();
  release();
  await appReady(page);
  expect(await before!.evaluate((node) => node.isConnected)).toBe(true); // hydrated, not rendered anew
  expect(await shifts()).toBeLessThanOrEqual(0.01);
});

test('HTML that does not match what the page renders fails a test (every test: e2e/fixtures.ts)', async ({
  page,
  consoleErrors,
}) => {
  // The prerendered heading served with other words: React renders the page anew, and the page reports it.
  await page.route('**/acquisition/entrance', async (route) => {
    const response = await route.fetch();
    const title = translate('en', 'screens.entrance.title');
    await route.fulfill({ response, body: (await response.text()).replace(`>${title}<`, '>Not the page<') });
  });
  await page.goto('/acquisition/entrance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('en', 'screens.entrance.title'));
  // Reported by the fixture's listener, or by the app itself once defaults.json has named the mock's environment
  // development (the console then): either way one error, about hydrating.
  await expect.poll(() => consoleErrors).toEqual([expect.stringMatching(/^hydration mismatch: |during: hydrating/)]);
  consoleErrors.length = 0; // what this test is about
});

test('the style sheet comes inlined with the page, and nothing loads it again', async ({ page }) => {
  const sheets: string[] = [];
  page.on('request', (request) => request.resourceType() === 'stylesheet' && sheets.push(request.url()));
  await page.goto('/acquisition/MOCK-VALID'); // the app, and a code's registration page with its lazy chunks
  await expect(page.getByLabel('First name')).toBeVisible();
  const link = page.locator('link[rel="stylesheet"][disabled]'); // what Vite's loader finds instead of loading it
  await expect(link).toHaveCount(1);
  const inlined = await link.getAttribute('href');
  expect(inlined).toMatch(/\/assets\/.+\.css$/);
  expect(sheets.filter((url) => url.endsWith(inlined!))).toEqual([]);
  // Applied once: the inline copy (a second copy would be a sheet of its own, with the link's URL).
  const linked = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => sheet.href ?? []));
  expect(linked.filter((url) => url.endsWith(inlined!))).toEqual([]);
});

test('a registration link’s page holds its place: the registration arrives without moving anything', async ({
  page,
}) => {
  const shifts = await recordShifts(page);
  // A slow backend: the page waits for the code's answer with its code running.
  await page.route(/\/graphql$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // On a desktop the code's registration layout (two columns here) decides where the picture stands.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/acquisition/MOCK-VALID');
    await expect(page.getByLabel('First name')).toBeVisible();
    await expect(page.locator('.page-hero img')).toBeVisible({ visible: viewport.width >= 1024 });
    expect(await shifts(), `${viewport.width} px`).toBeLessThanOrEqual(0.01);
  }
});

test('what was typed and sent in the prerendered form before its code arrived is kept and sent', async ({ page }) => {
  const navigations: string[] = [];
  page.on(
    'request',
    (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && navigations.push(`${r.method()} ${r.url()}`),
  );
  const release = await holdAppCode(page);
  await page.goto('/acquisition/', { waitUntil: 'commit' });
  const code = page.getByLabel(translate('en', 'registration.codeEntry.label'));
  await code.fill(' MOCK-VALID ');
  await code.press('Enter'); // held: the browser does not submit the page itself
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(page).toHaveURL(/\/acquisition\/MOCK-VALID$/);
  // The browser never sent the form itself: no page load carried the fields (in its query, or as a POST).
  expect(navigations[0]).toMatch(/^GET .*\/acquisition\/$/);
  expect(navigations.filter((n) => !/^GET [^?]*$/.test(n))).toEqual([]);
});

test("a submit sent while the form's code is on its way gets the form's answer: what to fix in the field", async ({
  page,
}) => {
  // The page is ready; the form's own code loads at the visitor's first touch, and is slow to come.
  const release = await holdAppCode(page, 'FormRunner');
  await page.goto('/acquisition/');
  const code = page.getByLabel(translate('en', 'registration.codeEntry.label'));
  const { maxLength } = codeForm.schema.properties.registrationCode;
  const typed = 'NOT A CODE '.repeat(maxLength / 8).trim();
  await code.fill(typed);
  await page.getByRole('button', { name: translate('en', 'registration.codeEntry.submit') }).click();
  release();
  await expect(page.locator('.field', { has: code }).locator('.field-errors li')).toHaveText([
    translateWith('en', 'registration.errors.tooLong', { max: maxLength }),
  ]);
  await expect(code).toHaveValue(typed);
});
