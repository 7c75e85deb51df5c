import type Form from '@rjsf/core';
import { useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { readEnteredValues } from '../values/enteredValues.ts';
import { readDraft, saveDraft } from '../values/formDraft.ts';
import type { LoadedForm } from '../loadForm.ts';
import { startingValues, type Vouched } from '../values/startingValues.ts';
import { applyCarriedValues, takeCarriedValuesOf } from '../../i18n/carriedValues.ts';
import { takeEarlySubmit } from './earlySubmits.ts';

interface Restore<T> {
  form: LoadedForm<T>;
  /** The form's HTML was prerendered: the visitor may have typed into it before its code arrived. */
  prerendered: boolean;
  container: RefObject<HTMLElement | null>;
  formRef: RefObject<Form<Partial<T>> | null>;
  /** The action's presets (e.g. the country the visit suggests). */
  presets: () => Partial<T>;
  /** What the page's data vouches for, given the rest. */
  vouched?: Vouched<T> | undefined;
  onRestore: (values: Partial<T>) => void;
  /** The visitor changed the prerendered form before its code ran: from what it would have held, to what they entered. */
  onEntered?: ((before: Partial<T>, after: Partial<T>) => void) | undefined;
}

/** What goes to the form after the commit that read the browser: its values for one commit, then a held submit. */
interface Handover<T> {
  values?: Partial<T>;
  submit: boolean;
}

/**
 * The browser's sources of a form's values (src/forms/values/startingValues.ts) are read after rendering, so the page
 * renders the same on the server and in the browser; before paint the form takes them on, in place (focus and caret
 * stay). A submit held before the form was live is sent then. Answers the values to hand the form for one commit.
 */
export function useRestoredValues<T>(restore: Restore<T>) {
  const { form, prerendered, container, formRef } = restore;
  const [handover, setHandover] = useState<Handover<T>>();
  // What a language link carried to a form the page renders itself: taken once (a ref: StrictMode's second run of
  // the effect finds it again), put into the form's controls like values typed before its code.
  const carried = useRef<ReturnType<typeof takeCarriedValuesOf> | null>(null);
  const readTheBrowser = useEffectEvent(() => {
    const element = container.current?.querySelector('form');
    if (carried.current === null) carried.current = takeCarriedValuesOf(form.name);
    if (element && carried.current) applyCarriedValues(element, carried.current);
    const typedBeforeHydration =
      (prerendered || carried.current) && element
        ? readEnteredValues<T>(element, form.name, form.schema, form.uiSchema)
        : {};
    const draft = form.draft ? readDraft<T>(form.name) : {};
    const start = startingValues({ presets: restore.presets(), draft, typedBeforeHydration, vouched: restore.vouched });
    // Typed before the form's code ran: kept like any change (tracked, and drafted so leaving the page loses nothing).
    if (start.typed) {
      restore.onEntered?.(start.typed.before, start.typed.after);
      if (form.draft) saveDraft(form.name, { ...draft, ...typedBeforeHydration }, form.draft.omit);
    }
    const submit = takeEarlySubmit(form.name);
    if (Object.keys(start.values).length === 0) return void (submit && formRef.current?.submit());
    restore.onRestore(start.values);
    setHandover({ values: start.values, submit });
  });
  // Once, when the form shows: what the browser knows is only known after rendering (the prerendered HTML).
  useLayoutEffect(() => readTheBrowser(), [form]);
  // The values go to the form for one commit only: kept as a prop, they would pull the form back to them whenever it
  // re-derives its state. The held submit goes in the commit after, once the prop is gone again: RJSF re-derives its
  // state when the prop goes, and a validation queued in that same update would lose its messages.
  useLayoutEffect(() => {
    if (!handover) return;
    const sendNow = !handover.values && handover.submit;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each step of the handover is a commit of its own
    setHandover(handover.values && handover.submit ? { submit: true } : undefined);
    if (sendNow) formRef.current?.submit();
  }, [handover, formRef]);
  return handover?.values;
}
