// The registration link's code is checked through the Relay network layer against the mock backend.
import { translate } from './expected.ts';
import { expect, test } from './fixtures.ts';

test('a valid code greets the visitor with the inviter name, and the request carries the spec headers', async ({
  page,
}) => {
  const graphqlRequest = page.waitForRequest('**/graphql');
  await page.goto('/acquisition/MOCK-VALID');
  await expect(page.getByRole('heading', { name: 'Anna Schmidt has invited you' })).toBeVisible();
  const request = await graphqlRequest;
  const headers = request.headers();
  expect(request.method()).toBe('POST');
  expect(headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(headers['x-session-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(headers['x-source-page']).toBe('/acquisition/MOCK-VALID');
  expect(request.postDataJSON()).toMatchObject({
    operationName: 'invitationQuery',
    variables: { registrationCode: 'MOCK-VALID' },
  });
});

const codeErrors: [code: string, reason: string, messageKey: string][] = [
  ['MOCK-NO-BALANCE', 'no-balance', 'screens.deny.noBalance'],
  ['UNKNOWN-CODE-123', 'invalid', 'screens.deny.invalid'],
];

for (const [code, reason, messageKey] of codeErrors) {
  test(`the code ${code} leads to the deny page with its message`, async ({ page }) => {
    await page.goto(`/acquisition/${code}`);
    await expect(page).toHaveURL(new RegExp(`/acquisition/registration/deny\\?reason=${reason}$`));
    await expect(page.getByText(translate('en', messageKey))).toBeVisible();
  });
}

test('a code error keeps the visitor language', async ({ page }) => {
  await page.goto('/acquisition/pl/MOCK-NO-BALANCE');
  await expect(page).toHaveURL(/\/acquisition\/pl\/registration\/deny\?reason=no-balance$/);
  await expect(page.getByText(translate('pl', 'screens.deny.noBalance'))).toBeVisible();
});

test('a refused connection shows the connection message with a retry that works', async ({ page, consoleErrors }) => {
  let refuse = true;
  await page.route('**/graphql', (route) => (refuse ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/acquisition/MOCK-VALID');
  await expect(page.getByRole('alert')).toContainText(translate('en', 'errors.connection'));
  refuse = false;
  await page.getByRole('button', { name: translate('en', 'errors.retry') }).click();
  await expect(page.getByRole('heading', { name: 'Anna Schmidt has invited you' })).toBeVisible();
  // Chromium logs the refused request itself; the app adds nothing.
  expect(consoleErrors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(e))).toEqual([]);
  consoleErrors.length = 0;
});

test('the landing page without a code downloads neither Relay nor the invitation check', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/acquisition/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((url) => /InvitationCheck/.test(url))).toBe(false);
  expect(scripts.length).toBeGreaterThan(0);
});
