/**
 * GET /mock/reproduce?scenario=<id>&to=<path>: sets this browser up for a catalogue case and opens the page where it
 * shows (the dev surface's 'reproduce' action). The case's cookie is one-shot (scenarios/scenarioCookie.ts); a case
 * whose trigger is a signed-in user's token (an administrator's, a member's) signs the browser in as that user.
 * Without `scenario` it clears the cookie.
 */
import { AUTH_COOKIE, AUTH_COOKIE_MAX_AGE_S } from '../../src/shared/authCookie.ts';
import type { ScenarioCatalogue } from '../scenarios/catalogue.ts';
import { clearedScenarioCookie, isForcedByCookie, scenarioCookie } from '../scenarios/scenarioCookie.ts';
import { siteCookie } from '../base/cookieValue.ts';
import { jsonResponse } from '../base/jsonResponse.ts';

export const REPRODUCE_ROUTE = 'GET /mock/reproduce';

/** Only a path of this origin: the route must not send a browser elsewhere. */
const isLocalPath = (to: string) => to.startsWith('/') && !to.startsWith('//') && !to.includes('\\');

export function reproduceResponse(url: URL, catalogue: ScenarioCatalogue): Response {
  const to = url.searchParams.get('to') ?? '/';
  if (!isLocalPath(to))
    return jsonResponse({ error: '"to" must be a path of this site, e.g. /acquisition/MOCK-VALID.' }, 400);
  const headers = new Headers({ location: to, 'cache-control': 'no-store' });
  const id = url.searchParams.get('scenario');
  const scenario = id ? catalogue.byId(id) : undefined;
  if (id && !scenario)
    return jsonResponse({ error: `Unknown mock scenario "${id}"; GET /mock/scenarios lists them.` }, 404);
  headers.append(
    'set-cookie',
    scenario && isForcedByCookie(scenario) ? scenarioCookie(scenario.id) : clearedScenarioCookie,
  );
  if (scenario?.trigger.field === 'authorization') {
    const token = scenario.trigger.value.replace(/^Bearer /, '');
    // As the app writes it (src/relay/authorization.ts): the pages see the same cookie as after a log-in.
    headers.append('set-cookie', siteCookie(AUTH_COOKIE, token, { secure: true, maxAge: AUTH_COOKIE_MAX_AGE_S }));
  }
  return new Response(null, { status: 303, headers });
}
