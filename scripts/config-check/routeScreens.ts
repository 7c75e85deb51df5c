// Each route shows a screen file that exists.
import type { ConfigProblem } from './problem.ts';
import type { Json } from './json.ts';
import { pointer } from '../../src/shared/jsonPointer.ts';

interface Route {
  id: string;
  path: string;
  screen: string;
}

export const routesOf = (config: Record<string, Json>) =>
  (config['config/routes.json'] as { routes?: Route[] } | undefined)?.routes ?? [];

/** `unreadable`: files that are not JSON, which exist even though the tree leaves them out. */
export function checkRouteScreens(config: Record<string, Json>, unreadable: ReadonlySet<string>): ConfigProblem[] {
  return routesOf(config).flatMap((route, i) => {
    const screenFile = `config/screens/${route.screen}.json`;
    if (screenFile in config || unreadable.has(screenFile)) return [];
    return {
      file: 'config/routes.json',
      pointer: pointer('routes', i, 'screen'),
      message: `route "${route.id}" shows the screen "${route.screen}", but ${screenFile} does not exist.`,
    };
  });
}
