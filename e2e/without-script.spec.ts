// A browser without JavaScript, on a phone: pages read, the notice is one short line in the page's language, the
// access-code form opens the code's page, and every other form says it needs JavaScript instead of sending.
// The plain Playwright test: the project's fixture waits for the app's code to take over, which never happens here.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { routesConfig } from '../src/config/appConfig.ts';
import type { FormConfig } from '../src/config/__generated__/form.ts';
import { appPath, screenConfig, translate } from './expected.ts';
import { expectUnchangedFor } from './unchangedFor.ts';

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

const LANGUAGES = ['en', 'de'];
const formConfig = (name: string): FormConfig => JSON.parse(readFileSync(`config/forms/${name}.json`, 'utf8'));
const sendsItself = (name: string) => formConfig(name).withoutScript !== undefined;

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

  test(`${lang}: a code's page says registration needs JavaScript, where the form would be, with no empty screen`, async ({
    page,
  }) => {
    for (const code of ['MOCK-VALID', 'NO-SUCH-CODE']) {
      await page.goto(appPath(lang, code));
      // By its class: Playwright's text search leaves out what a <noscript> holds.
      const line = page.locator('.registration .registration-needs-script');
      await expect(line, code).toHaveText(translate(lang, 'registration.needsScript'));
      await expect(line, code).toBeInViewport();
      // The page goes on below it: no screen-high place held for a form that cannot come.
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first(), code).toBeInViewport();
    }
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

  test(`${lang}: every other form says it needs JavaScript and sends nothing`, async ({ page }) => {
    for (const route of routesConfig.routes) {
      const blocks = screenConfig(route.screen).blocks;
      // A form on the screen itself, shown unconditionally, is on the prerendered page; nested ones where shown.
      const expected = blocks.flatMap((b) => (b.type === 'form' && !b.showWhen ? [b.form] : []));
      const url = appPath(lang, route.path.startsWith(':') ? '' : route.path);
      await page.goto(url);
      const forms = await page.locator('form').evaluateAll((all) => all.map((form) => form.id));
      expect(forms, route.id).toEqual(expect.arrayContaining(expected));
      for (const name of forms) {
        const form = page.locator(`form[id="${name}"]`);
        if (sendsItself(name)) {
          await expect(form, name).toHaveAttribute('method', 'get');
          continue;
        }
        // CSS locators: Playwright's text and role engines pass over what is inside <noscript>.
        const note = form.locator('.form-needs-script');
        await expect(note, `${route.id}: ${name}`).toBeVisible();
        await expect(note).toHaveText(translate(lang, 'forms.needsScript'));
        // The one button to be seen is disabled: a click or Enter in a field sends nothing.
        const buttons = form.locator('button[type="submit"]:visible');
        await expect(buttons).toHaveCount(1);
        await expect(buttons).toBeDisabled();
        const field = form.locator('input[type="email"], input[type="text"], input:not([type])').first();
        if ((await field.count()) > 0) {
          await field.fill('someone@example.com');
          await field.press('Enter');
          // A submit would have begun a navigation by then.
          const stayed = await expectUnchangedFor(() => page.url(), 300, `${route.id}: ${name}`);
          expect(stayed).toMatch(new RegExp(`${url.replace(/\/$/, '')}/?$`));
        }
      }
    }
  });
}
