// The URL an outcome of config/outcomes.json leads to. The rules themselves are in outcomeRules.ts: only the code that
// answers (forms, the invitation, the activation) loads them, so they stay out of what every page hydrates.
import type { Language } from '../shared/languages.ts';
import type { AnswerRule, RouteRule } from '../config/__generated__/outcomes.ts';
import { routePath } from '../navigation/routeById.ts';

/** The answer's values of these names (a missing one is left out). */
export const pickValues = (names: readonly string[] = [], values: Record<string, string>) =>
  Object.fromEntries(names.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]!]])));

/** What a route outcome needs besides itself: the answer's values and, for keepQuery, the current query. */
interface UrlContext {
  values?: Record<string, string>;
  query?: URLSearchParams;
}

/**
 * The app-relative URL a route outcome leads to in the language of a prefix, e.g. /de/registration/deny?reason=expired:
 * route parameters and query values from the answer, the current query where the outcome keeps it.
 */
export function outcomePath(
  outcome: RouteRule & Pick<AnswerRule, 'params' | 'query'>,
  lang: Language | undefined,
  { values = {}, query }: UrlContext = {},
): string {
  const params = Object.fromEntries(
    Object.entries(outcome.params ?? {}).map(([param, name]) => [param, values[name] ?? '']),
  );
  const search = new URLSearchParams(outcome.keepQuery ? query : undefined);
  if (outcome.reason) search.set('reason', outcome.reason);
  for (const [name, value] of Object.entries(pickValues(outcome.query, values))) search.set(name, value);
  const path = routePath(outcome.route, lang, params);
  return search.size ? `${path}?${search}` : path;
}
