/** GET /acquisition/defaults.json (spec §7.1): config/runtime-defaults.json without its "$schema". */
import { readFileSync } from 'node:fs';
import { PATHS } from '../paths.ts';
import { jsonResponse } from './jsonResponse.ts';

export const RUNTIME_DEFAULTS_PATH = '/acquisition/defaults.json';

/** Read on every request, so an edit shows on the next page load. */
export function runtimeDefaultsResponse(): Response {
  const defaults = JSON.parse(readFileSync(PATHS.runtimeDefaults, 'utf8')) as Record<string, unknown>;
  delete defaults.$schema;
  // Vary: the CORS headers echo the Origin, so caches must keep one answer per origin.
  return jsonResponse(defaults, 200, { 'cache-control': 'no-store', vary: 'Origin' });
}
