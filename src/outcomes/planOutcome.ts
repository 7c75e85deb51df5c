// An action's answers → what the form does (an OutcomePlan), as config/outcomes.json actions.<action> says.
import type { Language } from '../shared/languages.ts';
import type { ActionName } from '../config/__generated__/screen.ts';
import type { AnswerRule, OutcomesConfig } from '../config/__generated__/outcomes.ts';
import { appPathOf } from '../navigation/appUrl.ts';
import type { FinishedIn } from './finishedIn.ts';
import { outcomesConfig } from '../config/outcomesConfig.ts';
import { outcomePath, pickValues } from './outcomes.ts';

export interface OutcomePlan {
  /** App-relative URL to go to; wins over everything else. */
  navigateTo?: string;
  /** A URL outside the app, loaded as a new page. */
  leaveTo?: string;
  /** Stay on the page with these query parameters set. */
  stayWith?: Record<string, string>;
  /** Staying, the form keeps what was entered instead of starting over. */
  keepValues?: boolean;
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

/**
 * An answer's rule: the action's own (or, in a flow its inFlows names, that answer's), else the inherited table's,
 * else the action's `otherwise`.
 */
export function ruleOf(
  action: ActionName,
  answer: string,
  config: OutcomesConfig = outcomesConfig,
  flow?: string,
): AnswerRule {
  const table = config.actions[action]!;
  // A route rule of codeErrors or activationErrors is an answer rule with fewer options.
  const inherited = (table.inherit ? config[table.inherit] : {}) as Record<string, AnswerRule>;
  const instead = flow === undefined ? undefined : table.answers[answer]?.inFlows?.[flow];
  if (instead !== undefined && Object.hasOwn(table.answers, instead)) return table.answers[instead]!;
  if (Object.hasOwn(table.answers, answer)) return table.answers[answer]!;
  if (Object.hasOwn(inherited, answer)) return inherited[answer]!;
  return table.answers[table.otherwise]!;
}

/**
 * The query parameters this action's answers may set on the page (stay, or a finish in a popup): they describe one
 * answer, so a new submit drops them.
 */
export const answerQueryNames = (action: ActionName, config: OutcomesConfig = outcomesConfig): string[] =>
  Object.values(config.actions[action]!.answers).flatMap((rule) =>
    rule.stay || rule.finishes ? (rule.query ?? []) : [],
  );

/** The URL an answer value holds: a URL of this app opens inside it, any other as a new page. */
function follow(plan: OutcomePlan, url: string | undefined, origin: string) {
  if (url === undefined) return;
  const inApp = appPathOf(url, origin);
  if (inApp) plan.navigateTo ??= inApp;
  else plan.leaveTo ??= url;
}

export interface PlanContext {
  lang: Language | undefined;
  /** The page's URL: its query travels with keepQuery; a urlFrom URL on its origin opens inside the app. */
  url: URL;
  /** Where a finishing answer shows: on its route, or (popup) over this page with its query. */
  finishedIn?: FinishedIn;
  /** The registration flow of the page around the form (config/variants.json), for answers that differ by flow. */
  flow?: string | undefined;
}

/** What the form does for an action's answers, as config/outcomes.json actions.<action> says. */
export function planOutcome(
  action: ActionName,
  { answers, values = {} }: { answers: readonly string[]; values?: Record<string, string | undefined> },
  { lang, url, finishedIn = 'page', flow }: PlanContext,
  config: OutcomesConfig = outcomesConfig,
): OutcomePlan {
  const given = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const plan: OutcomePlan = { fields: {}, page: [], clear: [], notes: [], values: given, finishes: false, tracked: [] };
  for (const answer of answers) {
    const rule = ruleOf(action, answer, config, flow);
    if (rule.track) plan.tracked.push(rule.track);
    if (rule.finishes) plan.finishes = true;
    plan.clear.push(...(rule.clear ?? []));
    const inPopup = rule.finishes && finishedIn === 'popup';
    if (rule.route && !inPopup) {
      const query = url.searchParams;
      plan.navigateTo ??= outcomePath({ ...rule, route: rule.route }, lang, { values: given, query });
    } else if (rule.urlFrom) follow(plan, given[rule.urlFrom], url.origin);
    else if (rule.stay || inPopup) {
      plan.stayWith = { ...plan.stayWith, ...pickValues(rule.query, given) };
      if (rule.keepValues) plan.keepValues = true;
    } else if (rule.field) (plan.fields[rule.field] ??= []).push(rule.message!);
    else if (rule.message && !plan.page.includes(rule.message)) plan.page.push(rule.message);
    else if (rule.note && !plan.notes.includes(rule.note)) plan.notes.push(rule.note);
  }
  return plan;
}
