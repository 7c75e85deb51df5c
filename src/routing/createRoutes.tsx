// config/routes.json → react-router's route tree: each route once per language prefix.
import type { Language } from '../shared/languages.ts';
import { matchRoutes, redirect, type RouteObject } from 'react-router';
import { appConfig, routesConfig } from '../config/appConfig.ts';
import { activateLanguage } from '../i18n/activateLanguage.ts';
import { nextTask } from '../platform/nextTask.ts';
import { PageLoading } from './PageLoading.tsx';
import { RootShell } from './RootShell.tsx';
import { RouteErrorView } from './RouteErrorView.tsx';
import { RouteScreen } from './RouteScreen.tsx';
import { routePath } from '../navigation/routeById.ts';
import { languagePrefixes } from '../navigation/routeTable.ts';
import { pathAliasRoutes } from './pathAliasRoutes.ts';
import { screenLoader } from './screenLoader.ts';
import { notFoundLocation } from '../shared/askedAddress.ts';
import type { ScreenRouteHandle } from '../navigation/useCurrentRoute.ts';

/** The config route a pathname (base path included) shows among these routes, if a screen route of them matches. */
export const configRouteAt = (routes: RouteObject[], pathname: string) =>
  matchRoutes(routes, pathname, appConfig.basePath)
    ?.map((match) => (match.route.handle as ScreenRouteHandle | undefined)?.route)
    .findLast(Boolean);

/** The screen a request's URL shows in a language's branch, if a screen route of it matches. */
const screenAt = (branch: RouteObject, request: Request) =>
  // Only this branch: matching ranks every route it is given, and the tree holds each route once per language.
  configRouteAt([branch], new URL(request.url).pathname)?.screen;

export const ROOT_ID = 'root';

function languageBranch(lang: Language | undefined): RouteObject {
  const name = lang ?? 'default';
  const notFoundPath = routePath(appConfig.routes.notFound, lang);
  const branch: RouteObject = {
    id: `lang-${name}`,
    path: lang,
    // The screen's own texts come before the language changes (the screen's loader loads them too, for itself).
    loader: async ({ request }) => {
      // Each loader starts in a task of its own: the router calls them all in the task it starts in.
      await nextTask();
      return activateLanguage(lang, screenAt(branch, request));
    },
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
      // The 404 page names the address (the path as the browser asked for it).
      {
        id: `${name}-unmatched`,
        path: '*',
        loader: ({ request }) => redirect(notFoundLocation(notFoundPath, new URL(request.url).pathname)),
      },
    ],
  };
  return branch;
}

const root = (branches: RouteObject[]): RouteObject[] => [
  {
    id: ROOT_ID,
    element: <RootShell />,
    HydrateFallback: PageLoading,
    errorElement: <RouteErrorView />,
    children: branches,
  },
];

const branches = new Map<string | undefined, RouteObject>();

/** A language's branch (undefined: the unprefixed one), made when first asked for. */
export function branchOf(lang: Language | undefined): RouteObject {
  if (!branches.has(lang)) branches.set(lang, languageBranch(lang));
  return branches.get(lang)!;
}

/** Every route in every language: what the build prerenders (a browser starts with routesFor). */
export const allRoutes = (): RouteObject[] => root(languagePrefixes.map(branchOf));

/** The routes of one language (undefined: the unprefixed one): what a browser starts with (the router ranks every
 * route it is given). */
export const routesFor = (lang: Language | undefined): RouteObject[] => root([branchOf(lang)]);
