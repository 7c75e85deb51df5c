/**
 * The cookie `mock-scenario=<id>~<nonce>`: a scenario forced for the browser that carries it, so a page reaches a
 * server case by itself (the dev surface's 'reproduce' links set it through GET /mock/reproduce). One-shot: the first
 * operation it forces uses its nonce up (and that answer clears the cookie; a dropped connection cannot, the nonce
 * still counts), so the next try is an ordinary one. Set by hand without a nonce it stays until deleted.
 * A browser sends a request again by itself when its connection closed without an answer: that copy (the same
 * X-Correlation-ID) is the same try, so a dropped connection stays dropped instead of being answered the second time.
 */
import { randomUUID } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import { cookieValue, siteCookie } from '../base/cookieValue.ts';
import type { MockScenario, ScenarioCatalogue } from './catalogue.ts';

export const SCENARIO_COOKIE = 'mock-scenario';

/** Kinds their trigger alone reaches (a seeded code, a valid value): the cookie forces nothing for them. */
const NOT_FORCED = new Set(['success', 'variant']);
export const isForcedByCookie = (scenario: MockScenario) => !NOT_FORCED.has(scenario.kind);

export const scenarioCookie = (id: string) => siteCookie(SCENARIO_COOKIE, `${id}~${randomUUID()}`);
export const clearedScenarioCookie = siteCookie(SCENARIO_COOKIE, '', { maxAge: 0 });

/** Nonces already played, each with the correlation id of the request that played it (the newest 1000: enough for
 * any session, bounded for a long-running dev server). */
const usedNonces = new Map<string, string | null>();

export interface CookieScenario {
  scenario: MockScenario;
  use(): void;
}

/** Requests whose answer used the cookie's scenario: their response clears it. */
const clearing = new WeakSet<object>();

/** The scenario the cookie names; an unknown, unforced or used one is ignored (a stale cookie must not break a page). */
export function cookieScenario(
  catalogue: ScenarioCatalogue,
  cookieHeader: string | null,
  request: object | undefined,
  correlationId: string | null,
): CookieScenario | null {
  const [id, nonce] = (cookieValue(cookieHeader, SCENARIO_COOKIE) ?? '').split('~');
  const scenario = id ? catalogue.byId(id.trim()) : undefined;
  const playedBy = nonce ? usedNonces.get(nonce) : undefined;
  const browserRetry = playedBy != null && playedBy === correlationId;
  if (!scenario || !isForcedByCookie(scenario) || (playedBy !== undefined && !browserRetry)) return null;
  return {
    scenario,
    use: () => {
      if (request) clearing.add(request);
      if (!nonce) return;
      usedNonces.set(nonce, correlationId);
      if (usedNonces.size > 1000) usedNonces.delete(usedNonces.values().next().value!);
    },
  };
}

export const useScenarioCookieExpiry = (): Plugin => ({
  onResponse({ request, response }) {
    if (clearing.has(request)) response.headers.append('set-cookie', clearedScenarioCookie);
  },
});
