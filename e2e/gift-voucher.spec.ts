// The gift voucher page: log in at the entrance, or ask the sender for an invitation with a message the visitor
// copies to the clipboard (and is told, screen readers too, that it worked; or, refused, finds it selected).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { appPath, screenTitle, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';

const path = (lang: string) => appPath(lang, 'registration/gift-voucher');
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.use({ viewport: { width: 390, height: 844 } }); // phones first

for (const lang of ['en', 'it']) {
  test(`the message for the sender is copied to the clipboard, and the visitor is told (${lang})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(path(lang));
    const message = translate(lang, 'screens.gift-voucher.message');
    await expect(page.getByRole('blockquote')).toHaveText(message);
    await page.getByRole('button', { name: translate(lang, 'screens.gift-voucher.copy') }).click();
    await expect(page.getByRole('status')).toHaveText(translate(lang, 'screens.gift-voucher.copied'));
    expect(await clipboardText(page)).toBe(message);
    await expectNoAxeViolations(page);
  });
}

test('when the browser refuses to copy, the message is selected for the visitor to copy by hand', async ({ page }) => {
  // A browser that refuses (no permission, an insecure page): writeText rejects.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
  });
  await page.goto(path('en'));
  await page.getByRole('button', { name: translate('en', 'screens.gift-voucher.copy') }).click();
  await expect(page.getByRole('status')).toHaveText(translate('en', 'screens.gift-voucher.copyFailed'));
  // The message says it is selected: the whole message and nothing else.
  expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toBe(
    translate('en', 'screens.gift-voucher.message'),
  );
});

test('log in leads to the entrance, in the same language', async ({ page }) => {
  await page.goto(path('it'));
  await page.getByRole('link', { name: translate('it', 'screens.gift-voucher.logIn') }).click();
  await expect(page).toHaveURL(/\/acquisition\/it\/entrance$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitle('entrance', 'it'));
});
