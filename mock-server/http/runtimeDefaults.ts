/**
 * GET /acquisition/defaults.json (spec §7.1): config/runtime-defaults.json without its "$schema". The cookie
 * mock-ab-client-key points one browser at another client key of the A/B service (a failing or fixture key) without
 * a rebuild, or switches A/B testing off (`off`: no client key, as a deployment without GrowthBook); a value the
 * service does not answer is ignored. The cookie mock-ab-remote-eval (`on` or `off`) switches remote evaluation.
 */
import { readFileSync } from 'node:fs';
import { PATHS } from '../base/paths.ts';
import { cookieValue } from '../base/cookieValue.ts';
import { jsonResponse } from '../base/jsonResponse.ts';

export const RUNTIME_DEFAULTS_PATH = '/acquisition/defaults.json';
export const AB_CLIENT_KEY_COOKIE = 'mock-ab-client-key';
export const AB_OFF = 'off';
export const AB_REMOTE_EVAL_COOKIE = 'mock-ab-remote-eval';

/** Read on every request, so an edit shows on the next page load. `servedClientKeys`: the keys the A/B service answers. */
export function runtimeDefaultsResponse(request: Request, servedClientKeys: readonly string[]): Response {
  const defaults = JSON.parse(readFileSync(PATHS.runtimeDefaults, 'utf8')) as Record<string, unknown>;
  delete defaults.$schema;
  const cookies = request.headers.get('cookie');
  const chosenKey = cookieValue(cookies, AB_CLIENT_KEY_COOKIE);
  if (chosenKey === AB_OFF) defaults.abClientKey = '';
  else if (chosenKey !== undefined && servedClientKeys.includes(chosenKey)) defaults.abClientKey = chosenKey;
  const remoteEval = cookieValue(cookies, AB_REMOTE_EVAL_COOKIE);
  if (remoteEval === 'on' || remoteEval === 'off') defaults.abRemoteEval = remoteEval === 'on';
  // Vary: the CORS headers echo the Origin (and the cookies may choose the client key and the evaluation), so caches keep one answer each.
  return jsonResponse(defaults, 200, { 'cache-control': 'no-store', vary: 'Origin, Cookie' });
}
