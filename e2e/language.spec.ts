import { languages } from '../src/shared/languages.ts';
import { translate } from './expected.ts';
import { pendingRegistration } from './mockBackend.ts';
import { appReady, expect, test } from './fixtures.ts';
import { uniqueEmail } from './uniqueEmail.ts';

const DAY = 24 * 60 * 60;

test('the footer language switch reloads at the localized path and keeps the query', async ({ page }) => {
  await page.goto('/acquisition/about-us/2?utm_source=mail&x=1');
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/acquisition\/de\/about-us\/2\?utm_source=mail&x=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('de', 'screens.about-2.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined(); // reloaded
  await expect(page.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
});

test('the choice is remembered in i18n_redirected for 365 days and lang is written as spec §9 says', async ({
  page,
  context,
}) => {
  // Chromium caps cookie lifetimes at 400 days, so the lang cookie's max-age is read where it is written.
  await page.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = ((window as unknown as { cookieWrites: string[] }).cookieWrites = []);
    Object.defineProperty(document, 'cookie', {
      get: () => cookie.get!.call(document),
      set: (value: string) => (written.push(value), cookie.set!.call(document, value)),
    });
  });
  await page.goto('/acquisition/entrance');
  await page.getByRole('link', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(/\/acquisition\/sv\/entrance$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv'); // the new page has taken the language
  await appReady(page); // the cookies are written once the page's code runs
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  const now = Date.now() / 1000;
  expect(cookies.i18n_redirected).toMatchObject({ value: 'sv', path: '/', sameSite: 'Lax' });
  expect(cookies.i18n_redirected!.expires - now).toBeGreaterThan(364 * DAY);
  expect(cookies.i18n_redirected!.expires - now).toBeLessThan(366 * DAY);
  expect(cookies.lang).toMatchObject({ value: 'sv', path: '/', sameSite: 'Lax' });
  expect(cookies.lang!.expires - now).toBeGreaterThan(399 * DAY);
  const writes = await page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites);
  expect(writes).toContainEqual(expect.stringMatching(/^lang=sv; .*max-age=2147483647/));
});

test('an unprefixed path is redirected to the language of the i18n_redirected cookie, before it paints', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'it', url: baseURL! }]);
  const painted: string[] = [];
  page.on('response', (r) => r.request().resourceType() === 'document' && painted.push(new URL(r.url()).pathname));
  await page.goto('/acquisition/entrance?x=1');
  await expect(page).toHaveURL(/\/acquisition\/it\/entrance\?x=1$/);
  // The English page's scripts never ran: its inline head script moved on before them.
  expect(painted).toEqual(['/acquisition/entrance', '/acquisition/it/entrance']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('it', 'screens.entrance.title'));
});

test.describe('with a Polish browser', () => {
  test.use({ locale: 'pl-PL' });

  test('an unprefixed path without cookie goes to the browser language', async ({ page }) => {
    await page.goto('/acquisition/membership-interest');
    await expect(page).toHaveURL(/\/acquisition\/pl\/membership-interest$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  });

  test('a route prefix wins over cookie and browser', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'it', url: baseURL! }]);
    await page.goto('/acquisition/nl/membership-interest');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });
});

test('on the account activation page the language changes inside the app, without a reload', async ({
  page,
  request,
}) => {
  const activation = await pendingRegistration(request, uniqueEmail('e2e.language'));
  await page.goto(activation);
  await expect(page.getByRole('status')).toContainText(translate('en', 'screens.activate-account.activated'));
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  // The activation page has no footer (spec §2); its language links live in the no-footer layout's header,
  // styled like the footer's: a row of links, no bullets.
  const headerLinks = page.getByRole('banner').getByRole('listitem');
  await expect(headerLinks.first()).toHaveCSS('list-style-type', 'none');
  const [first, second] = await Promise.all([headerLinks.nth(0).boundingBox(), headerLinks.nth(1).boundingBox()]);
  expect(second!.y).toBe(first!.y);
  await page.getByRole('link', { name: 'Français' }).click();
  const inFrench = activation.replace('/acquisition/', '/acquisition/fr/');
  await expect(page).toHaveURL((url) => url.pathname + url.search === inFrench);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translate('fr', 'screens.activate-account.activatedTitle'),
  );
  // The answer is shown again in French; the account is not activated a second time.
  await expect(page.getByRole('status')).toContainText(translate('fr', 'screens.activate-account.activated'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('one header on every page: the brand where every page has it; without a footer, the language codes in one row on a phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const brand = (lang: string) =>
    page
      .getByRole('banner')
      .getByRole('link', { name: translate(lang, 'brand.home') })
      .boundingBox();
  await page.goto('/acquisition/de/entrance');
  const withFooter = await brand('de');
  const activation = await pendingRegistration(request, uniqueEmail('e2e.header'));
  await page.goto(activation.replace('/acquisition/', '/acquisition/de/')); // the layout without a footer
  const withoutFooter = await brand('de');
  expect([withoutFooter!.x, withoutFooter!.width]).toEqual([withFooter!.x, withFooter!.width]);
  const codes = page.getByRole('banner').getByRole('listitem');
  await expect(codes).toHaveCount(languages.length);
  const boxes = await codes.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
  expect(new Set(boxes.map((box) => box.top)).size, 'one row').toBe(1);
  expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(390);
  // Each code's link says its language in full to screen readers and voice control.
  await expect(page.getByRole('banner').getByRole('link', { name: 'FR Français' })).toHaveAttribute('hreflang', 'fr');
});

test('every other language is downloaded only when it is needed', async ({ page }) => {
  const texts: string[] = []; // the translation chunks: texts-<lang>-<core|screen>-<hash>.js
  page.on('request', (r) => /\/texts-[^/]*\.js$/.test(r.url()) && texts.push(r.url().split('/').at(-1)!));
  await page.goto('/acquisition/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(texts.filter((file) => file.startsWith('texts-en-core-'))).toHaveLength(1);
  expect(texts.filter((file) => !file.startsWith('texts-en-'))).toEqual([]);
});

test("a screen's own texts arrive with the screen, in the page's language", async ({ page }) => {
  const texts: string[] = [];
  page.on('request', (r) => /\/texts-[^/]*\.js$/.test(r.url()) && texts.push(r.url().split('/').at(-1)!));
  await page.goto('/acquisition/de/');
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('link', { name: translate('de', 'screens.landing.logIn') }).click();
  await expect(page).toHaveURL(/\/acquisition\/de\/entrance$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('de', 'screens.entrance.title'));
  await expect(page.getByText(translate('de', 'screens.entrance.lead'))).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true); // no reload
  expect(texts.filter((file) => file.startsWith('texts-de-core-'))).toHaveLength(1); // the core once
  expect(texts.filter((file) => !file.startsWith('texts-de-'))).toEqual([]);
});
