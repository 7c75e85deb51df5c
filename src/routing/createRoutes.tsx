// config/routes.json → react-router's route tree: each route once per language prefix.
import { matchRoutes, redirect, type RouteObject } from 'react-router';
import { appConfig, routesConfig } from '../config/appConfig.ts';
import { activateLanguage } from '../i18n/activateLanguage.ts';
import { PageLoading } from './PageLoading.tsx';
import { RootShell } from './RootShell.tsx';
import { RouteErrorView } from './RouteErrorView.tsx';
import { RouteScreen } from './RouteScreen.tsx';
import { routePath } from '../config/routeById.ts';
import { languagePrefixes } from '../config/routeTable.ts';
import { pathAliasRoutes } from './pathAliasRoutes.ts';
import { screenLoader } from './screenLoader.ts';
import type { ScreenRouteHandle } from '../navigation/useCurrentRoute.ts';

/** The screen a request's URL shows, if a screen route matches it. */
const screenAt = (request: Request) =>
  matchRoutes(routes, new URL(request.url).pathname, appConfig.basePath)
    ?.map((match) => (match.route.handle as ScreenRouteHandle | undefined)?.route.screen)
    .findLast(Boolean);

function languageBranch(lang: string | undefined): RouteObject {
  const name = lang ?? 'default';
  const notFoundPath = routePath(appConfig.routes.notFound, lang);
  return {
    id: `lang-${name}`,
    path: lang,
    // The screen's own texts come before the language changes (the screen's loader loads them too, for itself).
    loader: ({ request }) => activateLanguage(lang, screenAt(request)),
    children: [
      ...routesConfig.routes.map((route): RouteObject => ({
        id: `${name}-${route.id}`,
        path: route.path,
        loader: screenLoader(route, lang),
        element: <RouteScreen route={route} />,
        errorElement: <RouteErrorView />,
        handle: { route } satisfies ScreenRouteHandle,
      })),
      ...pathAliasRoutes(lang),
      { id: `${name}-unmatched`, path: '*', loader: () => redirect(notFoundPath) },
    ],
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell />,
    HydrateFallback: PageLoading,
    errorElement: <RouteErrorView />,
    children: languagePrefixes.map(languageBranch),
  },
];
