// An action's answers → what the form does, as config/outcomes.json actions.<action> says.
import type { ActionName } from '../config/__generated__/screen.ts';
import type { AnswerRule } from '../config/__generated__/outcomes.ts';
import { appPathOf } from '../navigation/appUrl.ts';
import { outcomePath, outcomesConfig, pickValues } from './outcomes.ts';

export interface OutcomePlan {
  /** App-relative URL to go to; wins over everything else. */
  navigateTo?: string;
  /** A URL outside the app, loaded as a new page. */
  leaveTo?: string;
  /** Stay on the page with these query parameters set. */
  stayWith?: Record<string, string>;
  /** field → i18n keys */
  fields: Record<string, string[]>;
  /** i18n keys shown above the form */
  page: string[];
  /** Fields to empty (e.g. a password after a failed log-in); what else was typed stays. */
  clear: string[];
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
export function ruleOf(action: ActionName, answer: string): AnswerRule {
  const table = outcomesConfig.actions[action]!;
  // A route outcome of codeErrors or activationErrors is an answer outcome with fewer options.
  const inherited = (table.inherit ? outcomesConfig[table.inherit] : {}) as Record<string, AnswerRule>;
  if (Object.hasOwn(table.answers, answer)) return table.answers[answer]!;
  if (Object.hasOwn(inherited, answer)) return inherited[answer]!;
  return table.answers[table.otherwise]!;
}

/** The query parameters this action's `stay` answers set: they describe one answer, so a new submit drops them. */
export const stayQueryNames = (action: ActionName): string[] =>
  Object.values(outcomesConfig.actions[action]!.answers).flatMap((outcome) =>
    outcome.stay ? (outcome.query ?? []) : [],
  );

/** The URL an answer value holds: a URL of this app opens inside it, any other as a new page. */
function follow(result: OutcomePlan, url: string | undefined, origin: string) {
  if (url === undefined) return;
  const inApp = appPathOf(url, origin);
  if (inApp) result.navigateTo ??= inApp;
  else result.leaveTo ??= url;
}

interface AnswerContext {
  lang: string | undefined;
  /** The current URL's query. */
  query: URLSearchParams;
  /** This site's origin: a urlFrom URL on it, below the base path, opens inside the app. */
  origin: string;
}

export function planOutcome(
  action: ActionName,
  { answers, values = {} }: { answers: readonly string[]; values?: Record<string, string> },
  { lang, query, origin }: AnswerContext,
): OutcomePlan {
  const result: OutcomePlan = { fields: {}, page: [], clear: [], notes: [], values, finishes: false, tracked: [] };
  for (const answer of answers) {
    const outcome = ruleOf(action, answer);
    if (outcome.track) result.tracked.push(outcome.track);
    if (outcome.finishes) result.finishes = true;
    result.clear.push(...(outcome.clear ?? []));
    if (outcome.route) result.navigateTo ??= outcomePath({ ...outcome, route: outcome.route }, lang, { values, query });
    else if (outcome.urlFrom) follow(result, values[outcome.urlFrom], origin);
    else if (outcome.stay) result.stayWith = { ...result.stayWith, ...pickValues(outcome.query, values) };
    else if (outcome.field) (result.fields[outcome.field] ??= []).push(outcome.message!);
    else if (outcome.message && !result.page.includes(outcome.message)) result.page.push(outcome.message);
    else if (outcome.note && !result.notes.includes(outcome.note)) result.notes.push(outcome.note);
  }
  return result;
}
