import type { Environment } from 'relay-runtime';
import type { ActionData } from './actionData.ts';

export interface ActionContext {
  /** Loaded on first use: a form's first paint does not wait for Relay. */
  environment: () => Promise<Environment>;
  /** The URL's language prefix (undefined: unprefixed English). */
  lang: string | undefined;
  /** The page's query (e.g. where a log-in returns to). */
  query: URLSearchParams;
  /** The language the visitor sees. */
  language: string;
  /** What the block around the form knows (e.g. the registration link's code and countries). */
  data: ActionData;
  /** Kept for the form's lifetime: e.g. a registration id, so a retry does not register twice. */
  memory: Record<string, unknown>;
  /** True when the visitor asked to retry after a request failure. */
  retry: boolean;
}

/** What an action answers: names of answers, each mapped by config/outcomes.json, and values they may use. */
export interface ActionResult {
  answers: string[];
  values?: Record<string, string>;
}

// Methods, not function properties: an Action<RegistrationValues> is then usable where Action<object> is expected.
export interface Action<Values extends object> {
  /** Runs the request(s) with the form's validated values; throws on a request failure (shown with a retry). */
  run(values: Values, context: ActionContext): Promise<ActionResult>;
  /** uiSchema options that depend on the block's data and the form's values, by field (e.g. the countries offered). */
  uiOptions?(data: ActionData, values: Partial<Values>): Record<string, Record<string, unknown>>;
  /**
   * Values the form starts with, below the visitor's own draft (e.g. the country the visit suggests).
   * Called in the browser once the form shows, so it may read the page's URL, cookies and navigator.
   */
  presetValues?(data: ActionData): Partial<Values>;
  /** Called when the visitor changes the form (e.g. tracking a change of country). */
  onChange?(previous: Partial<Values>, next: Partial<Values>): void;
}
