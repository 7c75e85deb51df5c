/**
 * The routes beside /graphql, served by the same yoga app so tests reach them through
 * yoga.fetch too: defaults.json, the A/B service, the shop's stand-in page, /mock/* and the X-Mock-Reset header.
 */
import type { Plugin } from 'graphql-yoga';
import type { AbService } from '../ab/abService.ts';
import type { ScenarioCatalogue } from '../scenarios/catalogue.ts';
import type { MockStore } from '../store/mockStore.ts';
import { LEGAL_DOCUMENTS_PREFIX, legalDocumentResponse } from './legalDocuments.ts';
import { MOCK_ADMIN_PREFIX, mockAdminResponse } from './mockAdminRoutes.ts';
import { RUNTIME_DEFAULTS_PATH, runtimeDefaultsResponse } from './runtimeDefaults.ts';
import { isShopPath } from './shopPage.ts';

export const RESET_HEADER = 'x-mock-reset';

export interface RoutableBackend {
  ab: AbService;
  store: MockStore;
  catalogue: ScenarioCatalogue;
  reset(): void;
  /** GET /shop/ (shopPage.ts). */
  shopPage(request: Request): Promise<Response>;
}

export function useBackendRoutes(backend: RoutableBackend): Plugin {
  return {
    async onRequest({ request, url, endResponse }) {
      // Any request may ask for a fresh store first, so one test needs no extra call.
      if (['1', 'true'].includes(request.headers.get(RESET_HEADER)?.trim().toLowerCase() ?? '')) backend.reset();
      const { pathname } = url;
      if (pathname === RUNTIME_DEFAULTS_PATH && ['GET', 'HEAD'].includes(request.method)) {
        return endResponse(runtimeDefaultsResponse(request, backend.ab.servedClientKeys()));
      }
      if (isShopPath(pathname) && ['GET', 'HEAD'].includes(request.method)) {
        return endResponse(await backend.shopPage(request));
      }
      if (pathname.startsWith(MOCK_ADMIN_PREFIX)) {
        return endResponse(await mockAdminResponse(request, pathname, backend));
      }
      if (pathname.startsWith(LEGAL_DOCUMENTS_PREFIX) && request.method === 'GET') {
        return endResponse(legalDocumentResponse(pathname, url));
      }
      if (backend.ab.handles(pathname)) return endResponse(await backend.ab.respond(request, url));
    },
  };
}

/** The paths this backend answers; the connect middleware hands everything else to the next one. */
export function isBackendPath(pathname: string, ab: AbService): boolean {
  return (
    pathname === '/graphql' ||
    pathname === RUNTIME_DEFAULTS_PATH ||
    isShopPath(pathname) ||
    pathname.startsWith(MOCK_ADMIN_PREFIX) ||
    pathname.startsWith(LEGAL_DOCUMENTS_PREFIX) ||
    ab.handles(pathname)
  );
}
