/** /mock/*: tools for tests and QA, not part of the product's API. */
import type { ScenarioCatalogue } from '../scenarios/catalogue.ts';
import { ONE_TIME_CODE_JWKS_ROUTE, oneTimeCodeJwks } from '../social/oneTimeCodeIssuer.ts';
import type { MockClock } from '../store/mockClock.ts';
import type { MockStore } from '../store/mockStore.ts';
import { jsonResponse } from '../base/jsonResponse.ts';
import { REPRODUCE_ROUTE, reproduceResponse } from './reproduceRoute.ts';

export const MOCK_ADMIN_PREFIX = '/mock/';

const clockAnswer = (clock: MockClock) =>
  jsonResponse({ now: new Date(clock.now()).toISOString(), offsetMs: clock.offset });

/** POST /mock/clock { "advanceMs": n }: the backend's time moves n ms forward (a reset moves it back). */
async function advanceClock(request: Request, clock: MockClock): Promise<Response> {
  const body = (await request.json().catch(() => undefined)) as { advanceMs?: unknown } | undefined;
  const advanceMs = body?.advanceMs;
  if (typeof advanceMs !== 'number' || !Number.isSafeInteger(advanceMs) || advanceMs < 0) {
    return jsonResponse(
      { error: 'Send {"advanceMs": <whole milliseconds, 0 or more>}, e.g. 1209660000 for 14 days and a minute.' },
      400,
    );
  }
  clock.advance(advanceMs);
  return clockAnswer(clock);
}

export async function mockAdminResponse(
  request: Request,
  pathname: string,
  backend: { reset(): void; store: MockStore; catalogue: ScenarioCatalogue },
): Promise<Response> {
  const route = `${request.method} ${pathname}`;
  if (route === 'POST /mock/reset') {
    backend.reset();
    return new Response(null, { status: 204 });
  }
  if (route === 'GET /mock/scenarios') return jsonResponse(backend.catalogue.scenarios);
  if (route === 'GET /mock/outbox') return jsonResponse(backend.store.outbox);
  if (route === 'GET /mock/feature-usage') return jsonResponse(backend.store.featureUsage);
  if (route === REPRODUCE_ROUTE) return reproduceResponse(new URL(request.url), backend.catalogue);
  if (ONE_TIME_CODE_JWKS_ROUTE.test(route)) return jsonResponse(await oneTimeCodeJwks());
  if (route === 'GET /mock/clock') return clockAnswer(backend.store.clock);
  if (route === 'POST /mock/clock') return advanceClock(request, backend.store.clock);
  return jsonResponse(
    {
      error: `POST /mock/reset, GET /mock/scenarios, GET /mock/outbox, GET /mock/feature-usage, GET /mock/reproduce?scenario=&to=, GET and POST /mock/clock, GET /mock/one-time-code/<phone|email>/jwks exist.`,
    },
    404,
  );
}
