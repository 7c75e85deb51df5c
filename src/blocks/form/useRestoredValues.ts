import type Form from '@rjsf/core';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { readEnteredValues } from '../../forms/enteredValues.ts';
import { readDraft, saveDraft } from '../../forms/formDraft.ts';
import type { LoadedForm } from '../../forms/loadForm.ts';
import { takeEarlySubmit } from '../../platform/earlySubmits.ts';

interface Restore {
  form: LoadedForm;
  /** The form's HTML was prerendered: the visitor may have typed into it before its code arrived. */
  prerendered: boolean;
  container: RefObject<HTMLElement | null>;
  formRef: RefObject<Form<object> | null>;
  /** The action's presets (e.g. the country the visit suggests), below the draft. */
  presets: () => object;
  /** What the data around the form vouches for, given the rest: over all of it. */
  known?: ((held: object) => object) | undefined;
  onRestore: (values: object) => void;
  /** The visitor changed the prerendered form before its code ran: from what it would have held, to what they entered. */
  onEntered?: ((before: object, after: object) => void) | undefined;
}

/**
 * What the browser knows (the action's presets, the visitor's draft, what was typed into the prerendered form before
 * its code arrived) is read after rendering, so the page renders the same on the server and in the browser; before
 * paint the form takes it on, in place (focus and caret stay). A submit held before the form was live is sent then.
 * Answers the values to hand the form for one commit.
 */
export function useRestoredValues(restore: Restore) {
  const { form, prerendered, container, formRef, presets, known, onRestore, onEntered } = restore;
  const [restored, setRestored] = useState<object>();
  const submitWhenRestored = useRef(false);
  useLayoutEffect(() => {
    const element = container.current?.querySelector('form');
    const entered = prerendered && element ? readEnteredValues(element, form.name, form.schema, form.uiSchema) : {};
    const before = { ...presets(), ...(form.draft ? readDraft(form.name) : {}) };
    const kept = { ...before, ...entered };
    // Typed before the form's code ran: kept like any change (tracked, and drafted so leaving the page loses nothing).
    if (Object.keys(entered).length > 0) {
      onEntered?.(before, kept);
      if (form.draft) saveDraft(form.name, { ...readDraft(form.name), ...entered }, form.draft.omit);
    }
    const found = { ...kept, ...known?.(kept) };
    const held = takeEarlySubmit(form.name);
    if (Object.keys(found).length === 0) {
      if (held) formRef.current?.submit();
      return;
    }
    submitWhenRestored.current = held;
    onRestore(found);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- known only once rendered (the prerendered HTML)
    setRestored(found);
    // Once, when the form shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);
  // Given to the form for one commit only: kept as a prop, they would pull the form back to them whenever it
  // re-derives its state. The held submit goes in the commit after, once the prop is gone again: RJSF re-derives its
  // state when the prop goes, and a validation queued in that same update would lose its messages.
  const [sendHeld, setSendHeld] = useState(false);
  useLayoutEffect(() => {
    if (!restored) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point
    setRestored(undefined);
    setSendHeld(submitWhenRestored.current);
    submitWhenRestored.current = false;
  }, [restored]);
  useLayoutEffect(() => {
    if (!sendHeld) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once
    setSendHeld(false);
    formRef.current?.submit();
  }, [sendHeld, formRef]);
  return restored;
}
