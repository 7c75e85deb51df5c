import type Form from '@rjsf/core';
import { use, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAction } from '../actions/actionRegistry.ts';
import { actionManifest } from '../actions/actionManifest.ts';
import type { FormOf, ValuesOf } from '../actions/defineAction.ts';
import type { ActionName } from '../config/__generated__/screen.ts';
import { useFormPageData, useFormPageDataStore } from './values/formPageData.ts';
import { loadForm } from './loadForm.ts';
import { formWithoutScriptPath } from '../navigation/formsWithoutScript.ts';
import { useLanguagePrefix } from '../navigation/useLanguagePrefix.ts';
import type { ConfigFormProps } from './ConfigForm.tsx';
import type { BlockOf } from '../render/blockTypes.ts';
import { useFormEvents } from './events/useFormEvents.ts';
import { useFormStarted } from './events/useFormStarted.ts';
import { useFormSteps } from './steps/useFormSteps.ts';
import { useFormUiSchema } from './useFormUiSchema.ts';
import { useOutcome } from './submit/useOutcome.ts';
import { useActionSubmission } from './submit/useActionSubmission.ts';
import { useValueSources } from './values/useValueSources.ts';

/** A form block whose action is A. */
export type FormBlockOf<A extends ActionName> = BlockOf<'form'> & { action: A };

/**
 * A form of config/forms/ and its action, as a state the runner renders: each concern is a hook of its own (the
 * values' sources, submitting, the outcome, the steps); this wires them and hands the RJSF form its props.
 * prerendered: the form takes over HTML the visitor may already have typed into. Typed by the action: the form's
 * values are those its action takes.
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

  const sources = { form, action, pageData, actionData, prerendered, container, formRef, onChanged: events.changed };
  const { values, restored } = useValueSources(sources);
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
    container,
    steps,
    plan: outcome.plan,
    submission,
    /** A finishing note (e.g. 'you are on the waiting list') takes the form's place. */
    done: outcome.plan.finishes && outcome.plan.notes.length > 0,
    /** A new key starts the form over (values.restart). */
    formKey: values.formKey,
    /** What the RJSF form renders with. */
    formProps: {
      idPrefix: form.name,
      formRef,
      schema: form.schema,
      validator: form.validator,
      uiSchema,
      messages: form.messages,
      initialValues: values.values,
      restoredValues: restored,
      extraErrors: outcome.fieldErrors,
      submitting: submission.busy,
      actionWithoutScript: form.withoutScript ? formWithoutScriptPath(form.name, lang) : undefined,
      validates: steps?.step.fields,
      /** A step before the last goes on to the next; the last sends the whole form. */
      onSubmit: steps && !steps.last ? steps.next : submission.submit,
      onChange(next: Partial<ValuesOf<A>>, fromField: boolean) {
        const previous = values.change(next, fromField);
        if (!previous) return;
        events.changed(action.changeEvents?.(previous, next) ?? []);
        outcome.dismissFieldMessages();
      },
    } satisfies ConfigFormProps<ValuesOf<A>>,
  };
}
