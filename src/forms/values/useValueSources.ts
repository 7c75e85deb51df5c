// Where a form's values come from, in one place: what it holds (useFormValues), what the page's data vouches for
// (useVouchedValues), and what the browser knew before the form's code ran (useRestoredValues).
import type Form from '@rjsf/core';
import type { RefObject } from 'react';
import type { ActionData } from '../../actions/actionData.ts';
import type { Action, ValuesOf } from '../../actions/defineAction.ts';
import type { ActionName } from '../../config/__generated__/screen.ts';
import type { TrackingEvent } from '../../platform/tracking/dataLayer.ts';
import { useRestoredValues } from '../handOver/useRestoredValues.ts';
import type { LoadedForm } from '../loadForm.ts';
import type { FormPageDataStore } from './formPageData.ts';
import { useFormValues } from './useFormValues.ts';
import { useVouchedValues } from './useVouchedValues.ts';

interface ValueSources<A extends ActionName> {
  form: LoadedForm<ValuesOf<A>>;
  action: Action<A>;
  pageData: FormPageDataStore;
  actionData: Partial<ActionData>;
  /** The form's HTML was prerendered: the visitor may have typed into it before its code arrived. */
  prerendered: boolean;
  container: RefObject<HTMLElement | null>;
  formRef: RefObject<Form<Partial<ValuesOf<A>>> | null>;
  /** The visitor's changes, as the action tracks them. */
  onChanged: (events: readonly TrackingEvent[]) => void;
}

/** What the page's data vouches for through the action (a social sign-in's names), given what the form holds. */
const vouchedBy = <A extends ActionName>(action: Action<A>, data: Partial<ActionData>) =>
  action.vouchedValues && ((current: Partial<ValuesOf<A>>) => action.vouchedValues!(data, current));

export function useValueSources<A extends ActionName>(sources: ValueSources<A>) {
  const { form, action, pageData, actionData, onChanged } = sources;
  const values = useFormValues<ValuesOf<A>>(form);
  const vouched = vouchedBy(action, actionData);
  useVouchedValues(vouched, actionData, values);
  const restored = useRestoredValues<ValuesOf<A>>({
    ...sources,
    // The latest data: a prerendered form restores in the commit that hydrates it with the data it was rendered with.
    presets: () => action.presetValues?.(pageData.latest().actionData, new URL(window.location.href)) ?? {},
    vouched,
    onRestore: values.hold,
    onEntered: (before, after) => onChanged(action.changeEvents?.(before, after) ?? []),
  });
  return { values, restored };
}
