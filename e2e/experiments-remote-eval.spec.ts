// Remote evaluation (spec §7.5; runtime setting abRemoteEval): the real GrowthBook SDK asks the mock's A/B service to
// evaluate (POST /api/eval/:clientKey) and shows what it answers; the browser never gets the rules. A review link's
// forced arm reaches the service as forcedVariations; a failing or silent service leaves the page on its defaults.
import { readFileSync } from 'node:fs';
import type { Browser, Page, Request } from '@playwright/test';
import { variantsConfig } from '../src/config/variantsConfig.ts';
import { abTesting, armOf, CONFIG_CLIENT_KEY, pushed, servedFeatures } from './abTesting.ts';
import { CODE, COPY_FEATURE, expectCopy, registration } from './copyExperiment.ts';
import { expect, test } from './fixtures.ts';

const VISITOR = 'e2e-remote-visitor';

/** The bodies of the page's remote-evaluation calls, and whether it fetched the rules themselves. */
function watchAbRequests(page: Page) {
  const evaluations: Record<string, unknown>[] = [];
  const ruleFetches: string[] = [];
  page.on('request', (request: Request) => {
    if (/\/api\/eval\//.test(request.url())) evaluations.push(request.postDataJSON() as Record<string, unknown>);
    if (/\/api\/features\//.test(request.url())) ruleFetches.push(request.url());
  });
  return { evaluations, ruleFetches };
}

test.use({ viewport: { width: 390, height: 844 } });

/** What a visitor sees of the registration once the experiments have decided: every dimension and the visible copy. */
async function shownRegistration(browser: Browser, address: string, { remoteEval = false, locale = 'en-DE' }) {
  const context = await browser.newContext({
    locale,
    storageState: abTesting(CONFIG_CLIENT_KEY, VISITOR, { remoteEval }),
  });
  const page = await context.newPage();
  await page.goto(address);
  await expect(registration(page)).toHaveAttribute('data-experiments', 'decided');
  const shown = await registration(page).evaluate((element) => ({
    classes: element.className,
    copy: element.getAttribute('data-copy-variant'),
    flow: element.getAttribute('data-flow'),
    arm: element.querySelector('.variant-arm[data-visible]')?.textContent,
  }));
  await context.close();
  return shown;
}

// Per dimension the code on which its experiment decides (the catalogue's experimentCodes), each arm a review link
// can force, and a visitor of every country a rule names: the page is the same whoever evaluates.
const { experimentCodes } = JSON.parse(readFileSync('mock-server/scenarios.json', 'utf8')) as {
  experimentCodes: { dimension: keyof NonNullable<typeof variantsConfig.experimentFeatures>; code: string | null }[];
};
for (const { dimension, code } of experimentCodes.filter((entry) => entry.code)) {
  const feature = variantsConfig.experimentFeatures![dimension]!;
  test(`${feature} on ${code}: the same page with remote evaluation on as off, for each forced arm and country`, async ({
    browser,
    request,
  }) => {
    const rules = (await servedFeatures(request)).features![feature]?.rules ?? [];
    const visits = [
      { address: `/acquisition/${code}`, locale: 'en-DE' },
      ...rules.flatMap((rule) =>
        (rule.variations ?? []).map((_, arm) => ({
          address: `/acquisition/${code}?${rule.key}=${arm}`,
          locale: 'en-DE',
        })),
      ),
      ...rules.flatMap((rule) => {
        const country = (rule.condition as { applicationCountry?: unknown } | undefined)?.applicationCountry;
        return typeof country === 'string' ? [{ address: `/acquisition/${code}`, locale: `en-${country}` }] : [];
      }),
    ];
    for (const { address, locale } of visits) {
      const local = await shownRegistration(browser, address, { locale });
      expect(await shownRegistration(browser, address, { locale, remoteEval: true }), `${address} (${locale})`).toEqual(
        local,
      );
    }
  });
}

test.describe('with remote evaluation', () => {
  test.use({ storageState: abTesting(CONFIG_CLIENT_KEY, VISITOR, { remoteEval: true }) });

  test('the service evaluates for the visitor: attributes, forced arms, forced features and the URL go to it; the page shows its answer', async ({
    page,
    request,
  }) => {
    const { evaluations, ruleFetches } = watchAbRequests(page);
    const payload = await servedFeatures(request);
    const own = armOf(payload, COPY_FEATURE, VISITOR);
    await page.goto(`/acquisition/${CODE}`);
    await expectCopy(page, own.value);
    expect(evaluations).toEqual([
      {
        attributes: { acqAnonymousId: VISITOR, applicationCountry: 'DE' },
        forcedVariations: {},
        forcedFeatures: [],
        url: expect.stringMatching(new RegExp(`/acquisition/${CODE}$`)),
      },
    ]);
    expect(ruleFetches).toEqual([]);
    // Counted once, in the arm the service chose.
    const assigned = (await pushed(page, 'assign_experiment')).filter((e) => e.experiment_id === COPY_FEATURE);
    expect(assigned).toEqual([expect.objectContaining({ variation_id: String(own.arm), acq_anonymous_id: VISITOR })]);

    // A review link forces the other arm: the service gets it, the page shows it, nobody is counted.
    const other = own.arm === 0 ? 1 : 0;
    await page.goto(`/acquisition/${CODE}?${COPY_FEATURE}=${other}`);
    await expectCopy(page, payload.features![COPY_FEATURE]!.rules![0]!.variations![other] as string);
    expect(evaluations.at(-1)).toMatchObject({ forcedVariations: { [COPY_FEATURE]: other } });
    expect((await pushed(page, 'assign_experiment')).filter((e) => e.experiment_id === COPY_FEATURE)).toEqual([]);
  });
});

test.describe('when remote evaluation fails', () => {
  test.use({ storageState: abTesting('sdk-mock-http-error', VISITOR, { remoteEval: true }) });

  test('an HTTP error is reported and the page goes on with its defaults, the loading flag down', async ({
    page,
    consoleErrors,
  }) => {
    const { evaluations } = watchAbRequests(page);
    await page.goto(`/acquisition/${CODE}`);
    await expectCopy(page, 'viral');
    expect(evaluations).toHaveLength(1);
    expect(consoleErrors.join('\n')).toContain('HTTP error: 500');
    consoleErrors.length = 0; // development reporting writes to the console: this one was expected
  });
});

test.describe('when remote evaluation does not answer', () => {
  test.use({ storageState: abTesting('sdk-mock-slow', VISITOR, { remoteEval: true }) });

  test('the copy holds its place until the 10 s timeout, then the defaults show', async ({ page, consoleErrors }) => {
    await page.clock.install(); // the page's clock: the SDK's 10 s pass when the test says
    const { evaluations } = watchAbRequests(page);
    await page.goto(`/acquisition/${CODE}`);
    await expect(registration(page)).toHaveAttribute('data-experiments', 'loading');
    await expect.poll(() => evaluations.length).toBe(1);
    await page.clock.fastForward(10_000);
    await expectCopy(page, 'viral');
    expect(consoleErrors.join('\n')).toContain('Timeout');
    consoleErrors.length = 0;
  });
});
