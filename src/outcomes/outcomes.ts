// config/outcomes.json: what the visitor sees for each server answer.
import outcomes from '../../config/outcomes.json' with { type: 'json' };
import type { OutcomesConfig, RouteOutcome } from '../config/__generated__/outcomes.ts';
import { routePath } from '../config/routeById.ts';

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

/** The app-relative URL a route outcome leads to, e.g. /de/registration/deny?reason=expired. */
export function outcomePath(outcome: Pick<RouteOutcome, 'route' | 'reason'>, lang: string | undefined): string {
  const path = routePath(outcome.route, lang);
  return outcome.reason ? `${path}?reason=${encodeURIComponent(outcome.reason)}` : path;
}
