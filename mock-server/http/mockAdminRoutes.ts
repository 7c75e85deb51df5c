/** /mock/*: tools for tests and QA, not part of the product's API. */
import type { ScenarioCatalogue } from '../scenarios/catalogue.ts';
import type { MockStore } from '../store/mockStore.ts';
import { jsonResponse } from './jsonResponse.ts';

export const MOCK_ADMIN_PREFIX = '/mock/';

export function mockAdminResponse(
  request: Request,
  pathname: string,
  backend: { reset(): void; store: MockStore; catalogue: ScenarioCatalogue },
): Response {
  const route = `${request.method} ${pathname}`;
  if (route === 'POST /mock/reset') {
    backend.reset();
    return new Response(null, { status: 204 });
  }
  if (route === 'GET /mock/scenarios') return jsonResponse(backend.catalogue.scenarios);
  if (route === 'GET /mock/outbox') return jsonResponse(backend.store.outbox);
  return jsonResponse({ error: 'POST /mock/reset, GET /mock/scenarios and GET /mock/outbox exist.' }, 404);
}
