// Words members type after the base path (config/app.json pathAliases) and where each leads in a language: a page
// of the app (its router path) or a page of the shop (siteLinks). The app's routes and the server's redirects both
// read this.
import type { Language } from '../shared/languages.ts';
import { appConfig } from '../config/appConfig.ts';
import { routePath } from './routeById.ts';
import { siteLinkHref } from './siteLink.ts';

export type PathAliasTarget = { word: string } & ({ appPath: string } | { href: string });

export const pathAliasTargets = (lang: Language | undefined): PathAliasTarget[] =>
  Object.entries(appConfig.pathAliases ?? {}).map(([word, { route, site }]) =>
    route ? { word, appPath: routePath(route, lang) } : { word, href: siteLinkHref(site!) },
  );
