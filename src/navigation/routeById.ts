import type { Language } from '../shared/languages.ts';
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

/** ':slug?' with { slug: 'MOCK-VALID' } → 'MOCK-VALID'; a parameter without a value is left out. */
function fillParams(path: string, params: Record<string, string>): string {
  return path
    .split('/')
    .map((part) => {
      const name = /^:(\w+)\??$/.exec(part)?.[1];
      return name === undefined ? part : encodeURIComponent(params[name] ?? '');
    })
    .filter(Boolean)
    .join('/');
}

/**
 * The app-relative path of a route in the language of a prefix, e.g. ('deny', 'de') → '/de/registration/deny',
 * ('landing', undefined, { slug: 'MOCK-VALID' }) → '/MOCK-VALID'.
 */
export const routePath = (id: string, lang: Language | undefined, params: Record<string, string> = {}) =>
  localizedPath(lang, fillParams(routeById(id).path, params));
