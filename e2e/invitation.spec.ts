// The registration link's code is checked against the mock backend, with the spec's headers, through Relay.
import type { Page } from '@playwright/test';
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
    operationName: 'RegistrationPageQuery',
    variables: { registrationCode: 'MOCK-VALID' },
  });
});

test("a code's page says each thing once: the invitation's subline, not the landing page's lead below it", async ({
  page,
}) => {
  await page.goto('/acquisition/');
  await expect(page.getByText(translate('en', 'screens.landing.lead'))).toBeVisible();
  await page.goto('/acquisition/MOCK-VALID');
  await expect(page.getByRole('heading', { name: 'Anna Schmidt has invited you' })).toBeVisible();
  await expect(page.getByText(translate('en', 'screens.landing.lead'))).toHaveCount(0);
  const texts = await page.locator('main p:visible').allTextContents();
  const repeated = texts.filter((text, i) => text.trim() && texts.indexOf(text) !== i);
  expect(repeated).toEqual([]);
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

/** The scripts a page requests, by file name, as they are requested. */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  return scripts;
}

/** Whether a script is Relay's runtime (the app's chunks of it carry its store's name). */
const isRelay = async (page: Page, script: string) =>
  (await (await page.request.get(script)).text()).includes('RelayModernEnvironment');

test('the landing page without a code downloads neither Relay nor the registration page', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/acquisition/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  expect(scripts.some((url) => /RegistrationPage/.test(url))).toBe(false);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(await isRelay(page, script), script).toBe(false);
});

test("the code's question leaves before Relay's code has arrived, and Relay's store takes its answer: one request", async ({
  page,
}) => {
  const operations: string[] = [];
  page.on('request', (r) => r.url().endsWith('/graphql') && operations.push(r.postDataJSON()?.operationName));
  const asked = page.waitForRequest((r) => r.url().endsWith('/graphql'));
  let releaseRelay = () => {};
  const relayHeld = new Promise<void>((resolve) => (releaseRelay = resolve));
  // Relay's runtime is held back until the question has left: a page that waited for it would never ask.
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('RelayModernEnvironment')) await relayHeld;
    await route.fulfill({ response, body });
  });
  await page.goto('/acquisition/MOCK-VALID', { waitUntil: 'commit' });
  expect((await asked).postDataJSON()).toMatchObject({ operationName: 'RegistrationPageQuery' });
  releaseRelay();
  await expect(page.getByRole('heading', { name: 'Anna Schmidt has invited you' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(operations).toEqual(['RegistrationPageQuery']);
});

test("a code's registration form is the page's own HTML: its code does not load before the visitor does something (Relay does, for the code's answer), and what they type stays", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/acquisition/MOCK-VALID');
  await expect(page.getByRole('heading', { name: 'Anna Schmidt has invited you' })).toBeVisible();
  const firstName = page.getByLabel(translate('en', 'registration.fields.firstName'));
  await expect(firstName).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => /FormRunner/.test(url))).toBe(false);
  await expect(page.locator('.registration form')).not.toContainText('<'); // the consent's words, no markup
  // The page's parts read the code's answer from Relay's store.
  expect(await Promise.all(scripts.map((script) => isRelay(page, script)))).toContain(true);
  // The prerendered form's own element takes the code: React hydrates it, nothing is drawn anew.
  await page.locator('.registration form').evaluate((form) => form.setAttribute('data-prerendered', ''));
  await firstName.pressSequentially('Maria');
  await expect.poll(() => scripts.some((url) => /FormRunner/.test(url))).toBe(true);
  await page.getByLabel(translate('en', 'registration.fields.lastName')).fill('Rossi');
  await expect(firstName).toHaveValue('Maria');
  await expect(page.locator('.registration form[data-prerendered]')).toHaveCount(1);
});
