import { useRouteLoaderData } from 'react-router';
import { builtInSettings, type RuntimeSettings } from './runtimeSettings.ts';

export const ROOT_ROUTE_ID = 'root';

/** The settings the root route loaded (built-in ones where defaults.json said nothing). */
export function useRuntimeSettings(): RuntimeSettings {
  return (useRouteLoaderData(ROOT_ROUTE_ID) as RuntimeSettings | undefined) ?? builtInSettings;
}
