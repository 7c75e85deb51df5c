// config/outcomes.json: what the visitor sees for each server answer.
import outcomes from '../../config/outcomes.json' with { type: 'json' };
import type { Outcome, OutcomesConfig, RouteOutcome } from '../config/__generated__/outcomes.ts';
import { routePath } from '../routing/routeById.ts';

export const outcomesConfig = outcomes as OutcomesConfig;

/** The outcome of a registration-code error; an unknown error is treated as an invalid code. */
export const codeErrorOutcome = (error: string): RouteOutcome =>
  Object.hasOwn(outcomesConfig.codeErrors, error)
    ? outcomesConfig.codeErrors[error]!
    : outcomesConfig.codeErrors.REGISTRATION_CODE_INVALID!;

/** Where a failed account activation leads; an unknown error counts as a failed attempt. */
export const activationErrorOutcome = (error: string): RouteOutcome =>
  Object.hasOwn(outcomesConfig.activationErrors, error)
    ? outcomesConfig.activationErrors[error]!
    : outcomesConfig.activationErrors.ACTIVATION_FAILED!;

/** The outcome of a registration problem; an unknown reason is treated as a technical problem. */
export const problemReasonOutcome = (reason: string): Outcome =>
  Object.hasOwn(outcomesConfig.problems, reason)
    ? outcomesConfig.problems[reason]!
    : outcomesConfig.problems.Infrastructure!;

/** The app-relative URL a route outcome leads to, e.g. /de/registration/deny?reason=expired. */
export function outcomePath(outcome: Pick<Outcome, 'route' | 'reason'>, lang: string | undefined): string | undefined {
  if (!outcome.route) return undefined;
  const path = routePath(outcome.route, lang);
  return outcome.reason ? `${path}?reason=${encodeURIComponent(outcome.reason)}` : path;
}
