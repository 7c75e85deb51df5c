// An action is typed by its entry in actionManifest.ts: its values are its form's (generated from the form's schema),
// its data what it needs, its answer values the names it declares. defineAction<'register'> with a wrong field fails tsc.
import type { Language } from '../shared/languages.ts';
import type { UiSchema } from '@rjsf/utils';
import type { Environment } from 'relay-runtime';
import type { ActionName } from '../config/__generated__/screen.ts';
import type { FormValues } from '../config/forms/__generated__/formRegistry.ts';
import type { TrackingEvent } from '../platform/tracking/dataLayer.ts';
import type { ActionData } from './actionData.ts';
import type { actionManifest } from './actionManifest.ts';

type Spec<A extends ActionName> = (typeof actionManifest)[A];
/** The form whose values the action takes. */
export type FormOf<A extends ActionName> = Spec<A>['form'];
export type ValuesOf<A extends ActionName> = FormValues[FormOf<A>];
export type DataOf<A extends ActionName> = Pick<ActionData, Spec<A>['needs'][number]>;
export type AnswerValues<A extends ActionName> = Partial<Record<Spec<A>['values'][number], string>>;

export interface ActionContext<A extends ActionName> {
  /** Loaded on first use: a form's first paint does not wait for Relay. */
  environment: () => Promise<Environment>;
  /** The page's URL when the visitor submitted: its query and origin (actions never read window.location). */
  url: URL;
  /** The URL's language prefix (undefined: unprefixed English). */
  lang: Language | undefined;
  /** The language the visitor sees. */
  language: string;
  data: DataOf<A>;
  /** Kept between runs, for the form's lifetime: e.g. a registration id, so a retry does not register twice. */
  betweenRuns: Record<string, unknown>;
  /** True when the visitor asked to retry after a request failure. */
  retry: boolean;
}

/** What an action answers: names of answers (mapped by config/outcomes.json), their values, and what to track. */
export interface ActionResult<A extends ActionName> {
  answers: readonly string[];
  values?: AnswerValues<A>;
  /** Events for the tag manager; the form pushes them (actions never touch window.dataLayer). */
  events?: readonly TrackingEvent[];
}

/** uiSchema options by field, derived from the data and the values (e.g. the countries offered). */
export type UiOptions = Record<string, NonNullable<UiSchema['ui:options']>>;

export interface Action<A extends ActionName> {
  /** Runs the request(s) with the form's validated values; throws on a request failure (shown with a retry). */
  run(values: ValuesOf<A>, context: ActionContext<A>): Promise<ActionResult<A>>;
  uiOptions?(data: Partial<DataOf<A>>, values: Partial<ValuesOf<A>>): UiOptions;
  /**
   * Values the form starts with, below the visitor's own draft (e.g. the country the visit suggests). Called in the
   * browser once the form shows, so it may read cookies and the navigator; the URL comes from the context.
   */
  presetValues?(data: Partial<DataOf<A>>, url: URL): Partial<ValuesOf<A>>;
  /**
   * Values the data around the form vouches for (e.g. the names and e-mail of a social sign-in), given what the form
   * holds: set when the form shows and whenever the data changes; answer only what changes something.
   */
  vouchedValues?(data: Partial<DataOf<A>>, current: Partial<ValuesOf<A>>): Partial<ValuesOf<A>>;
  /** Events for a change the visitor made (e.g. of the country). */
  changeEvents?(previous: Partial<ValuesOf<A>>, next: Partial<ValuesOf<A>>): readonly TrackingEvent[];
}

export const defineAction = <A extends ActionName>(action: Action<A>): Action<A> => action;
