import type Form from '@rjsf/core';
import { use, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAction } from '../../actions/actionRegistry.ts';
import { readActionData } from '../../actions/readActionData.ts';
import { useSurroundings, useSurroundingsStore } from '../../actions/surroundings.ts';
import type { FormName } from '../../forms/__generated__/formRegistry.ts';
import { formWithoutScriptPath } from '../../config/formsWithoutScript.ts';
import { ConfigForm } from '../../forms/ConfigForm.tsx';
import { loadForm } from '../../forms/loadForm.ts';
import { useLanguagePrefix } from '../../navigation/useLanguagePrefix.ts';
import { usePageView } from '../../platform/tracking/pageView.ts';
import { RequestErrorNotice } from '../../relay/RequestErrorNotice.tsx';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { formEvents } from './formEvents.ts';
import { FormStepBack, FormStepHeading } from './FormStepHeading.tsx';
import { PageMessages } from './PageMessages.tsx';
import { withOptions } from './uiOptions.ts';
import { useFormStarted } from './useFormStarted.ts';
import { useFormValues } from './useFormValues.ts';
import { useKnownValues } from './useKnownValues.ts';
import { useOutcome } from './useOutcome.ts';
import { useRestoredValues } from './useRestoredValues.ts';
import { stepUiSchema, useFormSteps } from './useFormSteps.ts';
import { useSubmission } from './useSubmission.ts';

const relayEnvironment = () => import('../../relay/relayRuntime.ts').then((relay) => relay.relayEnvironment());

/**
 * Loaded with the first form on a page: runs a form of config/forms/ and its action. Each concern is a hook of its
 * own (values, restoring them, submitting, the outcome); this only wires them. prerendered: the form takes over HTML
 * the visitor may already have typed into.
 */
export default function FormRunner({ block, prerendered }: BlockProps<BlockOf<'form'>> & { prerendered: boolean }) {
  // Both start loading before either is awaited.
  const [formLoad, actionLoad] = [loadForm(block.form as FormName), loadAction(block.action)];
  const [form, action] = [use(formLoad), use(actionLoad)];
  const surroundings = useSurroundingsStore();
  const { around, finishedIn } = useSurroundings();
  const language = useTranslation().i18n.resolvedLanguage ?? 'en';
  const lang = useLanguagePrefix();
  const view = usePageView();
  // Inside an invitation, the page's registration flow: the form's steps and the answers' rules may depend on it.
  const flow = around.invitation?.registrationFlow;
  const events = useMemo(
    () => formEvents(block.action, view, flow ? { language, registrationFlow: flow } : undefined),
    [block.action, view, language, flow],
  );
  const memory = useRef<Record<string, unknown>>({});
  const container = useRef<HTMLDivElement>(null);
  const formRef = useRef<Form<object>>(null);

  const values = useFormValues(form);
  const known = action.knownValues && ((held: object) => action.knownValues!(around, held) as object);
  useKnownValues(known, around, values);
  const restored = useRestoredValues({
    form,
    prerendered,
    container,
    formRef,
    // The latest data: a prerendered form restores in the commit that hydrates it with the data it was rendered with.
    presets: () => action.presetValues?.(surroundings.latest().around, new URL(window.location.href)) ?? {},
    known,
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
  const submission = useSubmission(async (submitted, retry) => {
    // The URL as it is now (a submit held before hydration runs with the hydration's render).
    const url = new URL(window.location.href);
    if (!retry) outcome.forget(url);
    events.submitted(retry);
    const data = readActionData(block.action, surroundings.latest().around, url);
    const context = { environment: relayEnvironment, url, lang, language, data, memory: memory.current, retry };
    outcome.apply(await action.run(submitted, context), url);
  });

  const change = (next: object, fromField: boolean) => {
    const previous = values.change(next, fromField);
    if (!previous) return;
    events.changed(action.changeEvents?.(previous, next) ?? []);
    outcome.dismissFieldMessages();
  };

  // Keyed by their content: a keystroke that changes none of the options keeps the uiSchema (nothing re-translated).
  const options = JSON.stringify(action.uiOptions?.(around, values.values) ?? {});
  const steps = useFormSteps(form, flow, outcome.fieldErrors);
  const [step, lastStep] = [steps?.step, steps?.last ?? true];
  const uiSchema = useMemo(() => {
    const ui = withOptions(form.uiSchema, JSON.parse(options));
    return step ? stepUiSchema(ui, Object.keys(form.schema.properties ?? {}), step, lastStep) : ui;
  }, [form.uiSchema, form.schema, options, step, lastStep]);
  const { plan } = outcome;
  // A finishing note (e.g. 'you are on the waiting list') takes the form's place.
  const done = plan.finishes && plan.notes.length > 0;
  return (
    <div className="config-form" ref={container}>
      {plan.page.length > 0 && <PageMessages keys={plan.page} values={plan.values} />}
      {submission.failure && (
        <RequestErrorNotice
          key={submission.failure.key}
          error={submission.failure.error}
          onRetry={submission.retry}
          busy={submission.busy}
        />
      )}
      {plan.notes.length > 0 && <PageMessages keys={plan.notes} values={plan.values} tone="note" />}
      {!done && steps && (
        <FormStepHeading
          number={steps.number}
          count={steps.count}
          progress={steps.texts.progress}
          heading={steps.step.heading}
          headingRef={steps.heading}
        />
      )}
      {!done && (
        <ConfigForm<object>
          key={values.formKey}
          idPrefix={form.name}
          formRef={formRef}
          schema={form.schema}
          validator={form.validator}
          uiSchema={uiSchema}
          messages={form.messages}
          initialValues={values.values}
          restoredValues={restored}
          onChange={change}
          // A step before the last goes on to the next; the last sends the whole form.
          onSubmit={steps && !steps.last ? steps.next : submission.submit}
          extraErrors={outcome.fieldErrors}
          submitting={submission.busy}
          actionWithoutScript={form.withoutScript && formWithoutScriptPath(form.name, lang)}
          validates={steps?.step.fields}
        />
      )}
      {!done && steps && <FormStepBack text={steps.texts.back} onBack={steps.back} />}
    </div>
  );
}
