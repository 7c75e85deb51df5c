import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import { appConfig } from '../config/appConfig.ts';
import { i18n } from '../i18n/i18n.ts';
import { appPathOf } from '../navigation/appUrl.ts';
import { reportError } from '../platform/reportError.ts';
import { NetworkError } from '../relay/networkErrors.ts';
import { runtimeSettings } from '../settings/runtimeSettings.ts';
import { splitLanguagePrefix } from '../navigation/routeTable.ts';
import { branchOf, ROOT_ID, routesFor } from './createRoutes.tsx';
import { dropPrerenderedHead } from './prerenderedHead.ts';
import { tidyAddressBar } from './tidyAddressBar.ts';

const options: RootOptions = {
  // An error a boundary shows the visitor: a network failure they can retry is expected, the rest is reported.
  onCaughtError: (error, info) => {
    if (error instanceof NetworkError && error.retryable) return;
    reportError(error, { during: 'rendering', componentStack: info.componentStack });
  },
  // React recovered (e.g. a part whose HTML did not match was rendered anew): worth knowing in production too.
  onRecoverableError: (error, info) => reportError(error, { during: 'hydrating', componentStack: info.componentStack }),
};

/** Resolves once the first route's loaders (language, screen, guard) have run. */
const initialized = (router: DataRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => state.initialized && (stop(), resolve()));
  });

/**
 * The build prerendered this page for its route (data-route). Once the browser's router has loaded the same
 * route at the same path, React hydrates that HTML; a redirect (a guard's, a path alias's: /register is served the
 * code template and leads to the start page, the same route), an error or a page served for another route is
 * rendered anew.
 */
export async function startApp(container: HTMLElement) {
  void runtimeSettings(); // defaults.json, fetched alongside the first route's loaders
  const requestedPath = window.location.pathname;
  const appPath = (path: string) => appPathOf(path, location.origin) ?? path;
  // The router starts with the routes of the page's language (it ranks every route it is given, and the tree holds
  // each route once per language); another language's join when a navigation leads there.
  const { lang } = splitLanguagePrefix(appPath(requestedPath));
  const routes = routesFor(lang);
  const joined = new Set([lang]);
  // A guard only ever takes a query parameter out of the address bar: no query, nothing to tidy.
  if (window.location.search) tidyAddressBar(routes);
  const router = createBrowserRouter(routes, {
    basename: appConfig.basePath,
    // Asked also on the way to a route with a parameter (a code's page), in case another branch holds a better match:
    // a language whose branch is there has nothing to add (and patching it again would rank all routes anew).
    patchRoutesOnNavigation: ({ path, patch }) => {
      const { lang } = splitLanguagePrefix(appPath(path));
      if (!joined.has(lang)) patch(ROOT_ID, [branchOf(lang)]);
      joined.add(lang);
    },
  });
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>
  );
  await initialized(router);
  const prerendered = container.dataset.route;
  const same =
    prerendered === router.state.matches.at(-1)?.route.id &&
    !router.state.errors &&
    window.location.pathname === requestedPath;
  // In a transition, React hydrates (or renders) in slices, between which the browser stays responsive.
  if (prerendered && same) return startTransition(() => void hydrateRoot(container, app, options));
  dropPrerenderedHead(document.head);
  const root = createRoot(container, options);
  startTransition(() => root.render(app));
}
