// One-time codes over time, on a phone: three wrong codes void a code and a new one comes after the 30 s wait; a code
// older than 5 minutes has expired. Both clocks move: the browser's (page.clock) for the countdown and the mock
// backend's (POST /mock/clock), which every test on this server feels: the `clock` project runs it after the others.
import { appPath } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { codeText, codeTextWith, confirmCode, lastCode, otherThan, sendCode } from './oneTimeCode.ts';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => {
  await request.post('/mock/reset'); // the backend's clock back to the machine's time
});

test('three wrong codes void the code; after the 30 s countdown a new code signs in', async ({ page, request }) => {
  await page.clock.install();
  await page.goto(appPath('en', 'MOCK-SOCIAL-REG'));
  const panel = await sendCode(page, 'en', 'phone', '+48 512 345 678');
  const sent = await lastCode(request, '+48512345678');
  const resend = panel.getByRole('button', { name: codeText('en', 'resend') });
  const countdown = panel.getByText(codeTextWith('en', 'resendIn', { seconds: 30 }));
  await expect(countdown).toBeVisible();
  await expect(countdown).not.toHaveAttribute('aria-live');
  await expect(resend).toBeDisabled();

  for (const left of [2, 1]) {
    await confirmCode(page, 'en', otherThan(sent));
    await expect(panel.getByText(codeTextWith('en', 'wrongCode', { left }))).toBeVisible();
  }
  await confirmCode(page, 'en', otherThan(sent));
  await expect(panel.getByText(codeTextWith('en', 'tooManyAttempts', { tries: 3 }))).toBeInViewport();
  await expect(panel.getByRole('button', { name: codeText('en', 'confirm') })).toBeDisabled();

  await request.post('/mock/clock', { data: { advanceMs: 30_000 } });
  await page.clock.fastForward(30_000);
  await expect(resend).toBeEnabled();
  await expect(countdown).toHaveCount(0);
  await resend.click();
  await expect(
    panel.getByText(codeTextWith('en', 'sent', { destination: '+48 512 345 678', minutes: 5 })),
  ).toBeVisible();
  const renewed = await lastCode(request, '+48512345678');
  await confirmCode(page, 'en', renewed);
  await expect(page.locator('.social-signed-in')).toBeFocused();
});

test('a code older than 5 minutes has expired: the visitor asks for a new one, which signs in', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await page.goto(appPath('de', 'MOCK-SOCIAL-REG'));
  const panel = await sendCode(page, 'de', 'email', 'spaet@mock.test');
  // The page has the answer before its clock jumps: a request still on its way would meet its own 30 s timeout.
  await expect(
    panel.getByText(codeTextWith('de', 'sent', { destination: 'spaet@mock.test', minutes: 5 })),
  ).toBeVisible();
  const sent = await lastCode(request, 'spaet@mock.test');
  await request.post('/mock/clock', { data: { advanceMs: 5 * 60_000 } });
  await page.clock.fastForward(5 * 60_000);
  await confirmCode(page, 'de', sent);
  await expect(panel.getByText(codeTextWith('de', 'expired', { minutes: 5 }))).toBeInViewport();
  await panel.getByRole('button', { name: codeText('de', 'resend') }).click();
  // The new code's mail, not the expired one's: the resend's answer may still be on its way.
  await expect.poll(() => lastCode(request, 'spaet@mock.test')).not.toBe(sent);
  await confirmCode(page, 'de', await lastCode(request, 'spaet@mock.test'));
  await expect(page.locator('.social-signed-in')).toBeFocused();
});
