import type Form from '@rjsf/core';
import { use, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAction } from '../actions/actionRegistry.ts';
import { actionManifest } from '../actions/actionManifest.ts';
import type { ActionData } from '../actions/actionData.ts';
import type { Action, FormOf, ValuesOf } from '../actions/defineAction.ts';
import type { ActionName } from '../config/__generated__/screen.ts';
import { useFormPageData, useFormPageDataStore } from './values/formPageData.ts';
import { loadForm } from './loadForm.ts';
import { useLanguagePrefix } from '../navigation/useLanguagePrefix.ts';
import type { BlockOf } from '../render/blockTypes.ts';

/** A form block whose action is A. */
export type FormBlockOf<A extends ActionName> = BlockOf<'form'> & { action: A };
import { useFormEvents } from './events/useFormEvents.ts';
import { useFormStarted } from './events/useFormStarted.ts';
import { useFormSteps } from './steps/useFormSteps.ts';
import { useFormUiSchema } from './useFormUiSchema.ts';
import { useFormValues } from './values/useFormValues.ts';
import { useOutcome } from './submit/useOutcome.ts';
import { useRestoredValues } from './handOver/useRestoredValues.ts';
import { useActionSubmission } from './submit/useActionSubmission.ts';
import { useVouchedValues } from './values/useVouchedValues.ts';

/** What the page's data vouches for through the action (a social sign-in's names), given what the form holds. */
const vouchedBy = <A extends ActionName>(action: Action<A>, data: Partial<ActionData>) =>
  action.vouchedValues && ((current: Partial<ValuesOf<A>>) => action.vouchedValues!(data, current));

/**
 * A form of config/forms/ and its action, as a state the runner renders: each concern is a hook of its own (values,
 * restoring them, submitting, the outcome, the steps); this wires them. prerendered: the form takes over HTML the
 * visitor may already have typed into. Typed by the action: the form's values are those its action takes.
 */
export function useFormController<A extends ActionName>(block: FormBlockOf<A>, prerendered: boolean) {
  // Both start loading before either is awaited. The action's form: check:config holds the block's `form` to it.
  const [formLoad, actionLoad] = [loadForm<FormOf<A>>(actionManifest[block.action].form), loadAction(block.action)];
  const [form, action] = [use(formLoad), use(actionLoad)];
  const pageData = useFormPageDataStore();
  const { actionData, finishedIn } = useFormPageData();
  const language = useTranslation().i18n.resolvedLanguage ?? 'en';
  const lang = useLanguagePrefix();
  // Inside an invitation, the page's registration flow: the form's steps and the answers' rules may depend on it.
  const flow = actionData.invitation?.registrationFlow;
  const events = useFormEvents(block.action, language, flow);
  const container = useRef<HTMLDivElement>(null);
  const formRef = useRef<Form<Partial<ValuesOf<A>>>>(null);

  const values = useFormValues<ValuesOf<A>>(form);
  const vouched = vouchedBy(action, actionData);
  useVouchedValues(vouched, actionData, values);
  const restored = useRestoredValues<ValuesOf<A>>({
    form,
    prerendered,
    container,
    formRef,
    // The latest data: a prerendered form restores in the commit that hydrates it with the data it was rendered with.
    presets: () => action.presetValues?.(pageData.latest().actionData, new URL(window.location.href)) ?? {},
    vouched,
    onRestore: values.hold,
    onEntered: (before, after) => events.changed(action.changeEvents?.(before, after) ?? []),
  });
  useFormStarted(container, events.started);
  const outcome = useOutcome<ValuesOf<A>>({
    action: block.action,
    formName: form.name,
    lang,
    finishedIn,
    flow,
    latest: () => values.latest.current,
    restart: values.restart,
    onPlanned: events.answered,
  });
  const submission = useActionSubmission({ name: block.action, action, pageData, outcome, events, lang, language });
  const steps = useFormSteps(form, flow, outcome.fieldErrors);
  const uiSchema = useFormUiSchema(form, action.uiOptions?.(actionData, values.values) ?? {}, steps);

  return {
    form,
    lang,
    container,
    formRef,
    values,
    restored,
    uiSchema,
    steps,
    plan: outcome.plan,
    fieldErrors: outcome.fieldErrors,
    submission,
    /** A finishing note (e.g. 'you are on the waiting list') takes the form's place. */
    done: outcome.plan.finishes && outcome.plan.notes.length > 0,
    /** A step before the last goes on to the next; the last sends the whole form. */
    submit: steps && !steps.last ? steps.next : submission.submit,
    change(next: Partial<ValuesOf<A>>, fromField: boolean) {
      const previous = values.change(next, fromField);
      if (!previous) return;
      events.changed(action.changeEvents?.(previous, next) ?? []);
      outcome.dismissFieldMessages();
    },
  };
}
