import { routesConfig } from '../config/appConfig.ts';
import type { RouteConfig } from '../config/types.ts';

const byId = new Map(routesConfig.routes.map((r) => [r.id, r]));

/** A route by its config id; ids are checked by check:config, so a miss is a programming error. */
export function routeById(id: string): RouteConfig {
  const route = byId.get(id);
  if (!route) throw new Error(`No route "${id}" in config/routes.json.`);
  return route;
}
