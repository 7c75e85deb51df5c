// Words members type after the base path (config/app.json pathAliases): /acquisition/login leads to the log-in.
import { redirect, type RouteObject } from 'react-router';
import { appConfig } from '../config/appConfig.ts';
import { routePath } from '../config/routeById.ts';
import { siteLinkHref } from '../navigation/siteLink.ts';

export function pathAliasRoutes(lang: string | undefined): RouteObject[] {
  return Object.entries(appConfig.pathAliases ?? {}).map(([word, { route, site }]) => ({
    id: `${lang ?? 'default'}-alias-${word}`,
    path: word,
    loader: () => redirect(route ? routePath(route, lang) : siteLinkHref(site!)),
  }));
}
