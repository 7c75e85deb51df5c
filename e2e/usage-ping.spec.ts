// The realtime usage ping (spec §7.5, §9): the features a page used go to the A/B service's /rt/ in one GET with the
// client key and the events, two seconds after the first use, only when there is something to send, and what is
// pending still goes when the visitor leaves the page.
import type { Page, Request } from '@playwright/test';
import { abTesting, CONFIG_CLIENT_KEY } from './abTesting.ts';
import { CODE, COPY_FEATURE, registration } from './copyExperiment.ts';
import { expect, test } from './fixtures.ts';
import { expectUnchangedFor } from './unchangedFor.ts';
import type { FeatureUsageEvent } from '../mock-server/store/records.ts';
import { USAGE_PING_INTERVAL_MS } from '../src/experiments/usagePing.ts';

test.use({ storageState: abTesting(CONFIG_CLIENT_KEY, 'e2e-ping-visitor') });

function watchPings(page: Page) {
  const pings: Request[] = [];
  page.on('request', (request) => new URL(request.url()).pathname === '/rt/' && pings.push(request));
  return pings;
}
const eventsOf = (ping: Request) => JSON.parse(new URL(ping.url()).searchParams.get('events')!) as unknown[];

test('the features a page used go to the service in one ping, two seconds after their use, and only then', async ({
  page,
}) => {
  const pings = watchPings(page);
  await page.goto(`/acquisition/${CODE}`);
  await expect(registration(page)).toHaveAttribute('data-experiments', 'decided');
  await expect.poll(() => pings.length).toBe(1);
  const [ping] = pings;
  expect(new URL(ping!.url()).searchParams.get('key')).toBe(CONFIG_CLIENT_KEY);
  expect(eventsOf(ping!)).toContainEqual({ key: COPY_FEATURE, on: expect.any(Boolean) });
  expect((await ping!.response())!.status()).toBe(204);
  // Measured in the page's own timeline: a feature is used once the service's answer has arrived.
  const { answered, pinged } = await page.evaluate(() => {
    const [features] = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/features/'));
    const [rt] = performance.getEntriesByType('resource').filter((e) => e.name.includes('/rt/'));
    return { answered: (features as PerformanceResourceTiming).responseEnd, pinged: rt!.startTime };
  });
  expect(pinged - answered).toBeGreaterThanOrEqual(USAGE_PING_INTERVAL_MS);
  // Nothing new used: nothing more sent.
  await expectUnchangedFor(() => pings.length, USAGE_PING_INTERVAL_MS + 500, 'no second ping');
});

test('what is pending goes when the visitor leaves the page before the two seconds are over', async ({ page }) => {
  // The browser sends it as the page goes (keepalive), out of the page's sight: the mock's record shows it, by the
  // page that sent it.
  const visit = `${CODE}?visit=${test.info().testId}`;
  await page.goto(`/acquisition/${visit}`);
  await expect(registration(page)).toHaveAttribute('data-experiments', 'decided');
  await page.goto('/shop/'); // another document: the page is hidden, then gone
  const recorded = async () =>
    ((await (await page.request.get('/mock/feature-usage')).json()) as FeatureUsageEvent[]).filter((event) =>
      event.page.endsWith(visit),
    );
  await expect
    .poll(recorded)
    .toContainEqual(expect.objectContaining({ key: COPY_FEATURE, clientKey: CONFIG_CLIENT_KEY }));
});
