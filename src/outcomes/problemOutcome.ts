// A list of registration problems → what the form shows: a route to go to, field messages, a page message.
import { outcomePath, problemReasonOutcome } from './outcomes.ts';

export interface Problem {
  readonly reason: string;
}

export interface ProblemOutcome {
  /** App-relative path to navigate to; wins over everything else. */
  path?: string | undefined;
  /** field → i18n keys */
  fields: Record<string, string[]>;
  /** i18n keys shown above the form */
  page: string[];
}

export function problemOutcome(problems: readonly Problem[], lang: string | undefined): ProblemOutcome {
  const result: ProblemOutcome = { fields: {}, page: [] };
  for (const { reason } of problems) {
    const outcome = problemReasonOutcome(reason);
    if (outcome.route) result.path ??= outcomePath(outcome, lang);
    else if (outcome.field) (result.fields[outcome.field] ??= []).push(outcome.message!);
    else if (!result.page.includes(outcome.message!)) result.page.push(outcome.message!);
  }
  return result;
}
