import { useMatches } from 'react-router';
import type { RouteConfig } from '../config/types.ts';

export interface ScreenRouteHandle {
  route: RouteConfig;
}

/** The config of the route being shown, undefined on the error views. */
export function useCurrentRoute(): RouteConfig | undefined {
  const matches = useMatches();
  return matches.map((m) => (m.handle as ScreenRouteHandle | undefined)?.route).findLast(Boolean);
}
