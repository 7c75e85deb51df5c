import { routesConfig } from '../config/appConfig.ts';
import type { RouteConfig } from '../config/types.ts';
import { localizedPath } from './routeTable.ts';

const byId = new Map(routesConfig.routes.map((r) => [r.id, r]));

/** A route by its config id; ids are checked by check:config, so a miss is a programming error. */
export function routeById(id: string): RouteConfig {
  const route = byId.get(id);
  if (!route) throw new Error(`No route "${id}" in config/routes.json.`);
  return route;
}

/** The app-relative path of a route in the language of a prefix, e.g. ('deny', 'de') → '/de/registration/deny'. */
export const routePath = (id: string, lang: string | undefined) => localizedPath(lang, routeById(id).path);
