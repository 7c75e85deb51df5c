// An action's answers → what the form does, as config/outcomes.json actions.<action> says.
import type { ActionName } from '../config/__generated__/screen.ts';
import type { AnswerOutcome } from '../config/__generated__/outcomes.ts';
import { outcomePath, outcomesConfig, pickValues } from './outcomes.ts';

export interface FormOutcome {
  /** App-relative URL to go to; wins over everything else. */
  navigateTo?: string;
  /** Stay on the page with these query parameters set. */
  stayWith?: Record<string, string>;
  /** field → i18n keys */
  fields: Record<string, string[]>;
  /** i18n keys shown above the form */
  page: string[];
  /** i18n keys of notes above the form: no problem, e.g. 'you are on the waiting list' */
  notes: string[];
  /** The answer's values: the {{variables}} of its messages and notes */
  values: Record<string, string>;
  /** The form is done: its draft goes. */
  finishes: boolean;
  /** spec §8 tracked outcomes */
  tracked: string[];
}

/** An answer's outcome: the action's own, else the inherited table's, else the action's `otherwise`. */
export function outcomeOf(action: ActionName, answer: string): AnswerOutcome {
  const table = outcomesConfig.actions[action]!;
  // A route outcome of codeErrors or activationErrors is an answer outcome with fewer options.
  const inherited = (table.inherit ? outcomesConfig[table.inherit] : {}) as Record<string, AnswerOutcome>;
  if (Object.hasOwn(table.answers, answer)) return table.answers[answer]!;
  if (Object.hasOwn(inherited, answer)) return inherited[answer]!;
  return table.answers[table.otherwise]!;
}

interface AnswerContext {
  lang: string | undefined;
  /** The current URL's query. */
  query: URLSearchParams;
}

export function answerOutcome(
  action: ActionName,
  { answers, values = {} }: { answers: readonly string[]; values?: Record<string, string> },
  { lang, query }: AnswerContext,
): FormOutcome {
  const result: FormOutcome = { fields: {}, page: [], notes: [], values, finishes: false, tracked: [] };
  for (const answer of answers) {
    const outcome = outcomeOf(action, answer);
    if (outcome.track) result.tracked.push(outcome.track);
    if (outcome.finishes) result.finishes = true;
    if (outcome.route) result.navigateTo ??= outcomePath({ ...outcome, route: outcome.route }, lang, { values, query });
    else if (outcome.stay) result.stayWith = { ...result.stayWith, ...pickValues(outcome.query, values) };
    else if (outcome.field) (result.fields[outcome.field] ??= []).push(outcome.message!);
    else if (outcome.message && !result.page.includes(outcome.message)) result.page.push(outcome.message);
    else if (outcome.note && !result.notes.includes(outcome.note)) result.notes.push(outcome.note);
  }
  return result;
}
