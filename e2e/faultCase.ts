// What the fault spec needs of a mutation: how a visitor reaches it, what they typed, how they send it (again), and
// how its success shows. The cases are in faultCasesForms.ts and faultCasesElsewhere.ts.
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { escapeRegExp, translate } from './expected.ts';
import type { Fault } from './faultInjection.ts';

export interface Prepared {
  /** Fields and what the visitor typed or chose there: still there after every fault. */
  kept?: readonly { field: Locator; value: string }[];
  /** Boxes and options the visitor ticked: still ticked after every fault. */
  ticked?: readonly Locator[];
  /** Sends the mutation the way a visitor does, round 0 being the first time (and clicks again meanwhile). */
  send(round: number): Promise<void>;
  /** The success outcome shows. */
  succeeded(): Promise<void>;
  /** After the success, before back and forward: moves on inside the app (default: stays). */
  leave?(): Promise<void>;
}

export interface CaseTools {
  page: Page;
  request: APIRequestContext;
  context: BrowserContext;
  baseURL: string;
  /** An e-mail address nobody used before. */
  email: string;
}

export interface MutationCase {
  /** The language the case runs in: together the cases show the messages in several. */
  lang: string;
  prepare(tools: CaseTools): Promise<Prepared>;
  /** The i18n keys the visitor reads instead of the fault's (a panel with a message of its own). */
  messages?(fault: Fault): readonly string[];
  /** The page reports the failure with reportError (the console in a development build). */
  reports?: boolean;
}

/**
 * A form's submit as visitors do it: a double click, or Enter in a field; then one more click on the same button
 * while the request is out (whatever it says while busy; a click event, not a mouse at a place the page may have
 * moved away from). Only the first may send anything.
 */
export const visitorSends = (submit: Locator, enter: Locator) => async (round: number) => {
  const button = await submit.elementHandle();
  if (round % 2 === 0) await submit.dblclick();
  else await enter.press('Enter');
  await button!.dispatchEvent('click');
};

/** A text with {{variables}} as a pattern that takes any value for them. */
export function textPattern(lang: string, key: string): RegExp {
  const parts = translate(lang, key).split(/{{[^}]*}}/);
  return new RegExp(parts.map(escapeRegExp).join('.+'));
}
