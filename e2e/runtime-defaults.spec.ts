import type { Page } from '@playwright/test';
import { translate } from './expected.ts';
import { expect, test } from './fixtures.ts';

const technicalIssues = translate('en', 'screens.entrance.technicalIssues');

/** Collects what the app hands to the error-reporting hook. */
async function collectErrorReports(page: Page) {
  await page.addInitScript(() => {
    const reports: unknown[] = ((window as unknown as { reports: unknown[] }).reports = []);
    window.addEventListener('acquisition:error', (e) => reports.push((e as CustomEvent).detail.context));
  });
  return () => page.evaluate(() => (window as unknown as { reports: unknown[] }).reports);
}

test('the mock backend serves defaults.json and the entrance shows no technical-issues message', async ({ page }) => {
  const defaults = page.waitForResponse('**/acquisition/defaults.json');
  await page.goto('/acquisition/entrance');
  expect((await defaults).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members only');
  await expect(page.getByText(technicalIssues)).toHaveCount(0);
});

test('a defaults.json override is applied: the entrance shows its technical-issues message', async ({ page }) => {
  await page.route('**/acquisition/defaults.json', (route) =>
    route.fulfill({
      json: {
        environment: 'production',
        gtmContainerId: '',
        acqBackendGraphqlURL: '',
        entrancePageConfig: { showTechnicalIssues: true },
      },
    }),
  );
  await page.goto('/acquisition/entrance');
  await expect(page.getByRole('alert')).toHaveText(technicalIssues);
});

const broken: [
  string,
  Parameters<Parameters<Page['route']>[1]>[0]['fulfill'] extends (o: infer O) => unknown ? O : never,
][] = [
  ['missing', { status: 404, body: 'Not Found' }],
  ['malformed', { status: 200, contentType: 'application/json', body: '{"environment": ' }],
  ['not an object', { status: 200, json: ['production'] }],
];

for (const [kind, answer] of broken) {
  test(`a ${kind} defaults.json is reported and the page still shows`, async ({ page, consoleErrors }) => {
    const reports = await collectErrorReports(page);
    await page.route('**/acquisition/defaults.json', (route) => route.fulfill(answer));
    await page.goto('/acquisition/entrance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members only');
    await expect.poll(reports).toEqual([expect.objectContaining({ during: 'loading runtime defaults' })]);
    // Chromium itself logs a failed HTTP status; the app adds nothing to the console.
    const browserLog = /^Failed to load resource: the server responded with a status of 404/;
    expect(consoleErrors.filter((e) => !browserLog.test(e))).toEqual([]);
    consoleErrors.length = 0;
  });
}

test('a slow defaults.json is given up after 3 s and the page shows with built-in settings', async ({ page }) => {
  const reports = await collectErrorReports(page);
  await page.route('**/acquisition/defaults.json', () => {}); // never answers
  await page.goto('/acquisition/entrance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members only');
  expect(await reports()).toHaveLength(0); // the page does not wait for it
  await expect.poll(reports, { timeout: 6000 }).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members only');
});
