// Renders routes in a memory router inside the app's providers (its i18n, its block registry, a Relay environment),
// as the page components expect them; the element rendered into is returned.
import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { blockRegistry } from '../../src/blocks/blockRegistry.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { BlockRegistryContext } from '../../src/render/blockRegistryContext.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export async function renderRoutes(environment: IEnvironment, routes: RouteObject[], path: string) {
  const container = document.createElement('div');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () =>
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <RelayEnvironmentProvider environment={environment}>
          <BlockRegistryContext value={blockRegistry}>
            <Suspense fallback="loading">
              <RouterProvider router={router} />
            </Suspense>
          </BlockRegistryContext>
        </RelayEnvironmentProvider>
      </I18nextProvider>,
    ),
  );
  return container;
}
