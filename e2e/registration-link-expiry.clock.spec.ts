// A generated registration link ends after 14 days. The mock backend's clock is moved forward for it, which every
// test on this server would feel: this spec runs in the `clock` project, after all others (playwright.config.ts).
import { translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { generatedLink } from './mockBackend.ts';

const DAY_MS = 86_400_000;

test.afterAll(async ({ request }) => {
  await request.post('/mock/reset'); // the clock back to the machine's time
});

test('the generated link shows its registration form for 14 days, then the expired-link message', async ({
  browser,
  request,
}) => {
  const link = await generatedLink(request);

  const open = async () => {
    const fresh = await browser.newContext();
    const page = await fresh.newPage();
    await page.goto(link);
    return { page, close: () => fresh.close() };
  };

  const early = await open();
  await expect(early.page.getByRole('heading', { name: 'Anna Schmidt has invited you' })).toBeVisible();
  await early.close();

  await request.post('/mock/clock', { data: { advanceMs: 14 * DAY_MS - 60_000 } });
  const lastMinute = await open();
  await expect(lastMinute.page.getByRole('heading', { name: 'Anna Schmidt has invited you' })).toBeVisible();
  await lastMinute.close();

  await request.post('/mock/clock', { data: { advanceMs: 2 * 60_000 } });
  const late = await open();
  await expect(late.page).toHaveURL(/\/registration\/deny\?reason=link-expired$/);
  await expect(late.page.getByText(translate('en', 'screens.deny.linkExpired'))).toBeVisible();
  await late.close();
});
