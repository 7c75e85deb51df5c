// The A/B service in e2e. The mock answers GET /acquisition/defaults.json with the client key the
// `mock-ab-client-key` cookie names ("off": none, so no A/B testing): the suite runs with it off
// (playwright.config.ts), as a deployment without GrowthBook would, because the variant and flow specs assert a
// code's own customization, which a running copy experiment overrides. Specs about experiments turn it on.
import { GrowthBook, type FeatureApiResponse } from '@growthbook/growthbook';
import type { APIRequestContext, BrowserContextOptions, Page } from '@playwright/test';
import { runtimeDefaults as defaults } from '../src/config/runtimeDefaultsConfig.ts';
import { AB_CLIENT_KEY_COOKIE, AB_REMOTE_EVAL_COOKIE } from '../mock-server/http/runtimeDefaults.ts';
import { ANONYMOUS_ID_COOKIE } from '../src/experiments/anonymousId.ts';

export const CONFIG_CLIENT_KEY = defaults.abClientKey!;

/** Context options whose pages use this client key of the mock's A/B service, and this visitor id if given;
 * `remoteEval`: the service evaluates the features (runtime setting abRemoteEval). */
export function abTesting(
  clientKey: string,
  visitor?: string,
  { remoteEval = false } = {},
): BrowserContextOptions['storageState'] {
  const cookie = (name: string, value: string) => ({
    name,
    value,
    domain: 'localhost',
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  });
  const cookies = [cookie(AB_CLIENT_KEY_COOKIE, clientKey)];
  if (visitor) cookies.push(cookie(ANONYMOUS_ID_COOKIE, visitor));
  if (remoteEval) cookies.push(cookie(AB_REMOTE_EVAL_COOKIE, 'on'));
  return { cookies, origins: [] };
}

export const setVisitor = (page: Page, visitor: string) =>
  page.context().addCookies([{ name: ANONYMOUS_ID_COOKIE, value: visitor, domain: 'localhost', path: '/' }]);

/** The features the mock serves for this key, as the browser's SDK gets them. */
export async function servedFeatures(request: APIRequestContext, clientKey = CONFIG_CLIENT_KEY) {
  return (await (await request.get(`/api/features/${clientKey}`)).json()) as FeatureApiResponse;
}

/** The arm (variation index, -1: none) the real SDK gives this visitor in the experiment deciding `feature`. */
export function armOf(payload: FeatureApiResponse, feature: string, visitor: string, applicationCountry = 'DE') {
  const gb = new GrowthBook({
    features: payload.features,
    attributes: { acqAnonymousId: visitor, applicationCountry },
  });
  const result = gb.evalFeature(feature);
  gb.destroy();
  return { value: result.value as string, arm: result.experimentResult?.variationId ?? -1, source: result.source };
}

/** What the page pushed to the tag manager's dataLayer, of one event name. */
export const pushed = (page: Page, event: string) =>
  page.evaluate(
    (name) => ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => e.event === name),
    event,
  );

/** The page's cumulative layout shift so far (Layout Instability API, shifts after input excluded). */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 100);
      }),
  );
