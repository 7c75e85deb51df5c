// A/B experiments through the real GrowthBook SDK against the mock's A/B service (config/experiments.json):
// visitors split and kept by acqAnonymousId, tracked once, forced arms, ?disablegb, failures that leave the page
// working, and no layout shift while the answer is awaited. Arms are computed with the same SDK from the payload the
// mock serves, so a marketer's change to the experiment needs no change here.
import { readFileSync, writeFileSync } from 'node:fs';
import { variantsConfig } from '../src/config/variantsConfig.ts';
import { abTesting, armOf, CONFIG_CLIENT_KEY, layoutShift, pushed, servedFeatures, setVisitor } from './abTesting.ts';
import { CODE, COPY_FEATURE, expectCopy, registration, VOUCHER_FEATURE } from './copyExperiment.ts';
import { appReady, expect, test } from './fixtures.ts';
import { expectUnchangedFor } from './unchangedFor.ts';

// On a phone: layout shift is measured there (on a desktop the two-column registration layout widens the page when
// the backend has answered, with or without experiments: docs/decisions.md).
test.use({ viewport: { width: 390, height: 844 } });

test.describe('with the A/B service', () => {
  test.use({ storageState: abTesting(CONFIG_CLIENT_KEY) });

  test('splits visitors by their id as the SDK hashes it, keeps each in their arm, tracks each assignment once', async ({
    page,
    request,
  }) => {
    const payload = await servedFeatures(request);
    const visitors = Array.from({ length: 6 }, (_, i) => `e2e-visitor-${i}`).map((id) => ({
      id,
      ...armOf(payload, COPY_FEATURE, id),
    }));
    expect(new Set(visitors.map((v) => v.arm)).size, 'these visitors fall into more than one arm').toBeGreaterThan(1);
    for (const visitor of visitors) {
      await setVisitor(page, visitor.id);
      await page.goto(`/acquisition/${CODE}`);
      await expectCopy(page, visitor.value);
      const assigned = (await pushed(page, 'assign_experiment')).filter((e) => e.experiment_id === COPY_FEATURE);
      expect(assigned).toEqual([
        expect.objectContaining({ variation_id: String(visitor.arm), acq_anonymous_id: visitor.id }),
      ]);
      // The code's own voucher wins (precedence "backend"): nobody is counted in the voucher experiment here.
      const voucherTracked = (await pushed(page, 'assign_experiment')).filter(
        (e) => e.experiment_id === VOUCHER_FEATURE,
      );
      expect(voucherTracked).toEqual([]);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    }
    // The same visitor on a later visit: the same arm, tracked again once on that page view.
    const [first] = visitors;
    await page.reload();
    await expectCopy(page, visitors.at(-1)!.value);
    await setVisitor(page, first!.id);
    await page.goto(`/acquisition/${CODE}`);
    await expectCopy(page, first!.value);
    expect((await pushed(page, 'assign_experiment')).filter((e) => e.experiment_id === COPY_FEATURE)).toHaveLength(1);
  });

  test('gives a new visitor a lasting id and shows a forced arm for review without counting it', async ({
    page,
    request,
    context,
  }) => {
    await page.goto(`/acquisition/${CODE}`);
    await expect(registration(page)).toHaveAttribute('data-experiments', 'decided');
    const cookie = (await context.cookies()).find((c) => c.name === 'acq_anonymous_id')!;
    expect(cookie.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(300 * 24 * 3600 * 1000);
    const own = armOf(await servedFeatures(request), COPY_FEATURE, cookie.value);
    await expectCopy(page, own.value);

    const other = own.arm === 0 ? 1 : 0;
    await page.goto(`/acquisition/${CODE}?${COPY_FEATURE}=${other}`);
    const rule = (await servedFeatures(request)).features![COPY_FEATURE]!.rules![0]!;
    await expectCopy(page, rule.variations![other] as string);
    expect((await pushed(page, 'assign_experiment')).filter((e) => e.experiment_id === COPY_FEATURE)).toEqual([]);

    // A code that leaves the voucher open (the catalogue's experiment code for it) shows the voucher arm.
    const voucherRule = (await servedFeatures(request)).features![VOUCHER_FEATURE]!.rules![0]!;
    const last = voucherRule.variations!.length - 1;
    const { experimentCodes } = JSON.parse(readFileSync('mock-server/scenarios.json', 'utf8')) as {
      experimentCodes: { dimension: string; code: string }[];
    };
    const openVoucher = experimentCodes.find((entry) => entry.dimension === 'welcomeVoucher')!.code;
    await page.goto(`/acquisition/${openVoucher}?${VOUCHER_FEATURE}=${last}`);
    await expect(registration(page)).toHaveAttribute('data-experiments', 'decided');
    const voucher = variantsConfig.welcomeVouchers[voucherRule.variations![last] as string]!;
    await expect(page.locator('.variant-arm[data-visible] .voucher')).toContainText(`${voucher.percent}`);
  });

  test('decides the flow by the visitor country where a feature rule says so', async ({ browser, request }) => {
    const context = await browser.newContext({ locale: 'pl-PL', storageState: abTesting(CONFIG_CLIENT_KEY) });
    const page = await context.newPage();
    const flow = armOf(await servedFeatures(request), variantsConfig.experimentFeatures!.registrationFlow!, 'x', 'PL');
    expect(flow.source).toBe('force');
    await page.goto(`/acquisition/${CODE}`);
    // A Polish browser is sent on to the Polish page, which loads anew (a page of its own: not the fixture's).
    await expect(page).toHaveURL(new RegExp(`/acquisition/pl/${CODE}$`));
    await appReady(page);
    await expect(registration(page)).toHaveAttribute('data-flow', flow.value);
    await context.close();
  });

  test('a change to config/experiments.json reaches the open page through the stream, without a reload', async ({
    page,
  }) => {
    // A rule for this visitor alone, so the tests beside this one keep their arms.
    const visitor = 'e2e-live-visitor';
    await setVisitor(page, visitor);
    await page.goto(`/acquisition/${CODE}`);
    await expect(registration(page)).toHaveAttribute('data-experiments', 'decided');
    const before = await registration(page).getAttribute('data-copy-variant');
    const target = Object.keys(variantsConfig.copyVariants).find(
      (name) => name !== before && !variantsConfig.copyVariants[name]!.needsInviter,
    )!;
    const file = 'config/experiments.json';
    const original = readFileSync(file, 'utf8');
    const edited = JSON.parse(original);
    edited.features[COPY_FEATURE].rules.unshift({
      id: 'e2e-live',
      condition: { acqAnonymousId: visitor },
      force: target,
    });
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    try {
      writeFileSync(file, JSON.stringify(edited, null, 2));
      await expect(registration(page)).toHaveAttribute('data-copy-variant', target);
    } finally {
      writeFileSync(file, original);
    }
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await expect(registration(page)).toHaveAttribute('data-copy-variant', before!); // and back
  });

  test('an answer within the wait: the headline holds its own arm alone, no band where a longer one would be, one h1', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/acquisition/it/${CODE}`)).text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const payload = await servedFeatures(request);
    // One visitor per copy arm (of arbitrary ids, the SDK's hash decides), in Italian, whose copies differ in length.
    const visitors = new Map<string, string>();
    for (let i = 0; visitors.size < 2 && i < 40; i++)
      visitors.set(armOf(payload, COPY_FEATURE, `e2e-room-${i}`).value, `e2e-room-${i}`);
    expect(visitors.size, 'visitors in two arms').toBe(2);
    for (const [copy, visitor] of visitors) {
      await setVisitor(page, visitor);
      await page.goto(`/acquisition/it/${CODE}`);
      await expect(registration(page)).toHaveAttribute('data-experiments', 'decided');
      await expect(registration(page)).toHaveAttribute('data-copy-variant', copy);
      await expect(page.locator('.variant-arm'), copy).toHaveCount(1);
      // The cell ends where its arm's last line does: nothing held below it.
      const gap = await page.locator('.variant-arm[data-visible]').evaluate((arm) => {
        const last = arm.lastElementChild!;
        const end = last.getBoundingClientRect().bottom + parseFloat(getComputedStyle(last).marginBottom);
        return arm.parentElement!.getBoundingClientRect().bottom - end;
      });
      expect(Math.abs(gap), copy).toBeLessThan(1);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await layoutShift(page)).toBeLessThan(0.005);
    }
  });

  test('?disablegb=true: no request to the A/B service, config and the code decide', async ({ page }) => {
    const abRequests: string[] = [];
    page.on('request', (r) => /\/(api\/features|api\/eval|sub)\//.test(r.url()) && abRequests.push(r.url()));
    await page.goto(`/acquisition/${CODE}?disablegb=true`);
    await expectCopy(page, 'viral');
    await expect(page.locator('html')).toHaveAttribute('data-ab-testing', 'settled');
    expect(abRequests).toEqual([]);
    expect(await pushed(page, 'assign_experiment')).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('acq_anonymous_id');
  });
});

test.describe('when the A/B service fails', () => {
  test.use({ storageState: abTesting('sdk-mock-http-error') });

  test('an HTTP error is reported and the page goes on with the defaults', async ({ page, consoleErrors }) => {
    await page.goto(`/acquisition/${CODE}`);
    await expectCopy(page, 'viral');
    await page.getByLabel('First name').fill('Zoë');
    expect(consoleErrors.join('\n')).toContain('HTTP error: 500');
    consoleErrors.length = 0; // development reporting writes to the console: this one was expected
  });
});

test.describe('when the A/B service does not answer', () => {
  test.use({ storageState: abTesting('sdk-mock-slow') });

  test('the form is usable at once, the copy holds its place until the 10 s timeout, nothing moves', async ({
    page,
    consoleErrors,
  }) => {
    await page.clock.install(); // the page's clock: the SDK's 10 s pass when the test says
    await page.goto(`/acquisition/${CODE}`);
    await expect(page.getByLabel('First name')).toBeVisible();
    await expect(registration(page)).toHaveAttribute('data-experiments', 'loading');
    await page.getByLabel('First name').fill('Zoë');
    const held = await page.locator('.registration-headline').boundingBox();
    expect(held!.height).toBeGreaterThan(40);
    // No copy yet: the page's title holds the headline's place (shown on a phone; a desktop waits for the layout).
    await expect(page.locator('.variant-arm[data-visible]:not(.variant-arm-checking)')).toHaveCount(0);
    await page.clock.fastForward(10_000); // the SDK gives up after 10 s
    await expectCopy(page, 'viral');
    expect((await page.locator('.registration-headline').boundingBox())!.height).toBe(held!.height);
    await expect(page.getByLabel('First name')).toHaveValue('Zoë');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    // The form was shown before the answer: the room stays as it was held (the height above), one h1 in it.
    await expect(page.locator('h1')).toHaveCount(1);
    expect(consoleErrors.join('\n')).toContain('Timeout');
    consoleErrors.length = 0;
  });
});

test.describe('redirect experiments (the mock lifecycle fixture: one running, the others draft, stopped, one-armed)', () => {
  const KEY = 'sdk-mock-lifecycle';
  test.use({ storageState: abTesting(KEY) });

  test('a running one moves the visitor on with the router and tells the tag manager; the others never assign', async ({
    page,
    request,
  }) => {
    const { experiments = [] } = await servedFeatures(request, KEY);
    const running = experiments.find((e) => e.status === 'running')!;
    const from = new URL(running.urlPatterns![0]!.pattern, 'http://localhost').pathname;
    const to = new URL(running.variations[1]!.urlRedirect!).pathname;
    await page.goto(from);
    await expect(page).toHaveURL((url) => url.pathname === to);
    await expect(page.locator('html')).toHaveAttribute('data-ab-testing', 'settled');
    // The same document (no new page load): the router went there.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.name)).toMatch(
      new RegExp(`${from}$`),
    );
    const events = await page.evaluate(() =>
      ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) =>
        ['assign_experiment', 'content_refresh'].includes(e.event as string),
      ),
    );
    expect(events).toEqual([
      expect.objectContaining({ event: 'assign_experiment', experiment_id: running.key, variation_id: '1' }),
      { event: 'content_refresh', page_path: to },
    ]);

    for (const idle of experiments.filter((e) => e !== running)) {
      const page2 = new URL(idle.urlPatterns![0]!.pattern, 'http://localhost').pathname;
      await page.goto(page2);
      await expect(page.locator('html')).toHaveAttribute('data-ab-testing', 'settled');
      // A redirect would leave within the SDK's navigate delay.
      const where = () => new URL(page.url()).pathname;
      expect(await expectUnchangedFor(where, 300, `${idle.key} (${idle.status ?? 'one arm'})`)).toBe(page2);
      expect(await pushed(page, 'assign_experiment')).toEqual([]);
    }
  });
});
