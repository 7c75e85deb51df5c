/**
 * GET /mock/reproduce?scenario=<id>&to=<path>: sets this browser up for a catalogue case and opens the page where it
 * shows (the QA console's 'Reproduce' links). A server case's cookie is one-shot (scenarios/scenarioCookie.ts); a
 * case whose ready request carries a signed-in user's token (an administrator's, a member's) signs the browser in as
 * that user. An A/B service's case points the browser at its client key, a social sign-in's sets or clears the
 * provider outage: both stay until QA resets the mock (POST /mock/reset's page clears them). Without `scenario` it
 * clears the one-shot cookie.
 */
import { AUTH_COOKIE, AUTH_COOKIE_MAX_AGE_S } from '../../src/shared/authCookie.ts';
import type { ScenarioCatalogue } from '../scenarios/catalogue.ts';
import { clearedScenarioCookie, isForcedByCookie, scenarioCookie } from '../scenarios/scenarioCookie.ts';
import { OUTAGE_COOKIE } from '../oidc/mockProvidersMiddleware.ts';
import { siteCookie } from '../base/cookieValue.ts';
import { jsonResponse } from '../base/jsonResponse.ts';

export const REPRODUCE_ROUTE = 'GET /mock/reproduce';

/** Only a path of this origin: the route must not send a browser elsewhere. */
const isLocalPath = (to: string) => to.startsWith('/') && !to.startsWith('//') && !to.includes('\\');

/** The cookies that set this browser up for the case with this id; undefined for an id the catalogue lacks. */
function setUp(id: string | null, catalogue: ScenarioCatalogue): string[] | undefined {
  if (!id) return [clearedScenarioCookie];
  const ab = catalogue.abScenarios.find((s) => s.id === id);
  if (ab) return [clearedScenarioCookie, siteCookie(ab.trigger.cookie, ab.trigger.value)];
  const social = catalogue.socialScenarios.find((s) => s.id === id);
  if (social) {
    const outage = social.outageCookie ? siteCookie(OUTAGE_COOKIE, social.outageCookie) : undefined;
    return [clearedScenarioCookie, outage ?? siteCookie(OUTAGE_COOKIE, '', { maxAge: 0 })];
  }
  const scenario = catalogue.byId(id);
  if (!scenario) return undefined;
  const cookies = [isForcedByCookie(scenario) ? scenarioCookie(scenario.id) : clearedScenarioCookie];
  const bearer = scenario.request.headers?.Authorization ?? scenario.request.headers?.authorization;
  // As the app writes it (src/relay/authorization.ts): the pages see the same cookie as after a log-in.
  if (bearer?.startsWith('Bearer '))
    cookies.push(siteCookie(AUTH_COOKIE, bearer.slice(7), { secure: true, maxAge: AUTH_COOKIE_MAX_AGE_S }));
  return cookies;
}

export function reproduceResponse(url: URL, catalogue: ScenarioCatalogue): Response {
  const to = url.searchParams.get('to') ?? '/';
  if (!isLocalPath(to))
    return jsonResponse({ error: '"to" must be a path of this site, e.g. /acquisition/MOCK-VALID.' }, 400);
  const id = url.searchParams.get('scenario');
  const cookies = setUp(id, catalogue);
  if (!cookies) return jsonResponse({ error: `Unknown mock scenario "${id}"; GET /mock/scenarios lists them.` }, 404);
  const headers = new Headers({ location: to, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}
