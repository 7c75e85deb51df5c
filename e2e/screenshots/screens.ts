// Every route of config/routes.json and the states a visitor meets (a registration page per code variant, form errors,
// popups, the lobby, activation, …) as full-page PNGs: screenshots/<phone|desktop|wide>/<lang>/<name>.png.
import { test, type Page } from '@playwright/test';
import { signedIn, trigger, variantOf, variantScenarios } from '../mockBackend.ts';
import { appPath, translate } from '../expected.ts';
import { logIn, logInForm } from '../logInForm.ts';
import { openableRoutes, openRoute } from '../openRoute.ts';

// English, German and Italian: the longest words and the longest lines of the seven.
const LANGUAGES = ['en', 'de', 'it'];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(page: Page, lang: string, name: string) {
  await settle(page);
  const device = test.info().project.name;
  await page.screenshot({ path: `screenshots/${device}/${lang}/${name}.png`, fullPage: true, animations: 'disabled' });
}

for (const lang of LANGUAGES) {
  const at = (path: string) => appPath(lang, path);
  const t = (key: string) => translate(lang, key);

  test.describe(lang, () => {
    for (const route of openableRoutes) {
      test(`route ${route.id}`, async ({ page, request, context, baseURL }) => {
        await openRoute({ page, context, request, baseURL }, route, lang);
        await shoot(page, lang, `route-${route.id}`);
      });
    }

    // Every code variant of the catalogue, named by its layout and copy: each registration layout is among them.
    for (const id of variantScenarios) {
      test(`registration form, ${id}`, async ({ page, request }) => {
        const { code, choice } = await variantOf(request, id);
        await page.goto(at(code));
        await page.locator('.registration-body :is(input, button)').filter({ visible: true }).first().waitFor();
        await shoot(page, lang, `registration-${choice.registrationLayout}-${choice.copyVariant}-${code}`);
      });
    }

    test('registration form with errors', async ({ page }) => {
      await page.goto(at('MOCK-VALID'));
      await page.getByRole('button', { name: t('registration.submit') }).click();
      await page.getByText(t('registration.errors.gender')).waitFor();
      await shoot(page, lang, 'registration-errors');
    });

    test('access code: empty and unknown', async ({ page }) => {
      await page.goto(at(''));
      await page.getByRole('button', { name: t('registration.codeEntry.submit') }).click();
      await page.getByText(t('registration.errors.codeRequired')).waitFor();
      await shoot(page, lang, 'landing-code-required');
    });

    test("'why members only' popup", async ({ page }) => {
      await page.goto(at('?pdp=/p/cashmere-coat-4711'));
      await page.getByRole('dialog').waitFor();
      await shoot(page, lang, 'popup-members-only');
    });

    test('e-mail confirmation popup', async ({ page }) => {
      await page.goto(at('MOCK-APPROVED?registrationId=shots'));
      await page.getByRole('dialog').waitFor();
      await shoot(page, lang, 'popup-finished');
    });

    test('lobby: joined the waiting list', async ({ page }) => {
      await page.goto(at(`lobby?token=${trigger('waiting-list-already-on-list')}`));
      await page.getByRole('button', { name: t('screens.lobby.waitingList.join') }).click();
      await page.getByRole('status').first().waitFor();
      await shoot(page, lang, 'lobby-on-the-list');
    });

    test('entrance: wrong password', async ({ page }) => {
      await page.goto(at('entrance'));
      await logIn(page, 'member@mock.test', 'wrong-password', logInForm(lang));
      await page.getByRole('alert').waitFor();
      await shoot(page, lang, 'entrance-wrong-password');
    });

    test('membership application: network failure', async ({ page }) => {
      await page.goto(at('membership-interest/apply'));
      await page.getByLabel(t('membership.apply.email')).fill('network-failure@mock.test');
      await page.getByRole('button', { name: t('membership.apply.submit') }).click();
      await page.getByRole('alert').waitFor();
      await shoot(page, lang, 'membership-network-failure');
    });

    test('link generator: a generated link', async ({ page, request, context, baseURL }) => {
      await signedIn(context, request, baseURL!, 'admin@mock.test', 'admin-password');
      await page.goto(at('admin/registrationlinkgenerator'));
      await page.getByLabel(t('screens.registration-link-generator.code')).fill('MOCK-VALID');
      await page.getByRole('button', { name: t('screens.registration-link-generator.submit') }).click();
      await page.getByLabel(t('screens.registration-link-generator.result.label')).waitFor();
      await shoot(page, lang, 'link-generator-result');
    });

    test('deny: expired', async ({ page }) => {
      await page.goto(at('registration/deny?reason=expired'));
      await shoot(page, lang, 'deny-expired');
    });

    test('page not found (a slug that fails validation)', async ({ page }) => {
      await page.goto(at('not!a-code'));
      await shoot(page, lang, 'error-404');
    });

    test('activation unsuccessful', async ({ page }) => {
      await page.goto(at('registration/activateaccount?activationId=mock-activation-fails'));
      await page.waitForURL(/activateaccountError/);
      await shoot(page, lang, 'activation-failed');
    });
  });
}
