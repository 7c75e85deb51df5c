// A browser without JavaScript, on a phone: pages read, the notice is one short line in the page's language, the
// access-code form opens the code's page, and every other form says it needs JavaScript instead of sending.
// The plain Playwright test: the project's fixture waits for the app's code to take over, which never happens here.
import { expect, test, type Page } from '@playwright/test';
import { appPath, translate } from './expected.ts';

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

const LANGUAGES = ['en', 'de'];

const codeField = (page: Page, lang: string) => page.getByLabel(translate(lang, 'registration.codeEntry.label'));
const continueButton = (page: Page, lang: string) =>
  page.getByRole('button', { name: translate(lang, 'registration.codeEntry.submit') });

for (const lang of LANGUAGES) {
  test(`${lang}: the notice is one short line above the page, in its language only`, async ({ page }) => {
    await page.goto(appPath(lang, ''));
    const notice = page.locator('.noscript');
    await expect(notice).toHaveCount(1);
    await expect(notice).toHaveText(translate(lang, 'noscript'));
    const others = LANGUAGES.filter((other) => other !== lang).map((other) => translate(other, 'noscript'));
    for (const text of others) expect(await page.content()).not.toContain(text);
    // Compact: at most two lines, and the page's own heading and the access-code form are still on the first screen.
    expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(60);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(codeField(page, lang)).toBeInViewport();
  });

  test(`${lang}: the access-code form opens the code's page in the page's language`, async ({ page }) => {
    await page.goto(appPath(lang, ''));
    await codeField(page, lang).fill(' MOCK-VALID '); // nothing trims it as it is typed: the server does
    await continueButton(page, lang).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${appPath(lang, 'MOCK-VALID')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // Enter sends it too.
    await page.goto(appPath(lang, ''));
    await codeField(page, lang).fill('MOCK-NO-BALANCE');
    await codeField(page, lang).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${appPath(lang, 'MOCK-NO-BALANCE')}$`));
  });

  test(`${lang}: what is not a code opens the 404 page of the language`, async ({ page }) => {
    for (const typed of ['no spaces allowed', '']) {
      await page.goto(appPath(lang, ''));
      await codeField(page, lang).fill(typed);
      await continueButton(page, lang).click();
      await expect(page).toHaveURL(new RegExp(`${appPath(lang, 'error/404')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate(lang, 'screens.not-found.title'));
    }
  });
}
