import type Form from '@rjsf/core';
import { use, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAction } from '../../actions/actionRegistry.ts';
import { useFormPageData, useFormPageDataStore } from '../../actions/formPageData.ts';
import type { FormName } from '../../config/forms/__generated__/formRegistry.ts';
import { loadForm } from '../../forms/loadForm.ts';
import { useLanguagePrefix } from '../../navigation/useLanguagePrefix.ts';
import type { BlockOf } from '../../render/blockTypes.ts';
import { useFormEvents } from './useFormEvents.ts';
import { useFormStarted } from './useFormStarted.ts';
import { useFormSteps } from './useFormSteps.ts';
import { useFormUiSchema } from './useFormUiSchema.ts';
import { useFormValues } from './useFormValues.ts';
import { useOutcome } from './useOutcome.ts';
import { useRestoredValues } from './useRestoredValues.ts';
import { useActionSubmission } from './useActionSubmission.ts';
import { useVouchedValues } from './useVouchedValues.ts';

/**
 * A form of config/forms/ and its action, as a state the runner renders: each concern is a hook of its own (values,
 * restoring them, submitting, the outcome, the steps); this wires them. prerendered: the form takes over HTML the
 * visitor may already have typed into.
 */
export function useFormController(block: BlockOf<'form'>, prerendered: boolean) {
  // Both start loading before either is awaited.
  const [formLoad, actionLoad] = [loadForm(block.form as FormName), loadAction(block.action)];
  const [form, action] = [use(formLoad), use(actionLoad)];
  const pageData = useFormPageDataStore();
  const { actionData, finishedIn } = useFormPageData();
  const language = useTranslation().i18n.resolvedLanguage ?? 'en';
  const lang = useLanguagePrefix();
  // Inside an invitation, the page's registration flow: the form's steps and the answers' rules may depend on it.
  const flow = actionData.invitation?.registrationFlow;
  const events = useFormEvents(block.action, language, flow);
  const container = useRef<HTMLDivElement>(null);
  const formRef = useRef<Form<object>>(null);

  const values = useFormValues(form);
  const vouched = action.vouchedValues && ((current: object) => action.vouchedValues!(actionData, current) as object);
  useVouchedValues(vouched, actionData, values);
  const restored = useRestoredValues({
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
  const outcome = useOutcome({
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
    change(next: object, fromField: boolean) {
      const previous = values.change(next, fromField);
      if (!previous) return;
      events.changed(action.changeEvents?.(previous, next) ?? []);
      outcome.dismissFieldMessages();
    },
  };
}
