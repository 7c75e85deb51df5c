import { formWithoutScriptPath } from '../../navigation/formsWithoutScript.ts';
import { ConfigForm } from '../../forms/ConfigForm.tsx';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { FormStepBack, FormStepHeading } from './FormStepHeading.tsx';
import { FormAnswers } from './FormAnswers.tsx';
import { useFormController } from './useFormController.ts';

/** Loaded with the first form on a page: renders a form of config/forms/ from its controller. */
export default function FormRunner({ block, prerendered }: BlockProps<BlockOf<'form'>> & { prerendered: boolean }) {
  const {
    form,
    lang,
    container,
    formRef,
    values,
    restored,
    uiSchema,
    steps,
    plan,
    fieldErrors,
    submission,
    done,
    submit,
    change,
  } = useFormController(block, prerendered);
  return (
    // A language link carries what was entered to the other language's page, but what drafts keep out (a consent):
    // src/i18n/languageSwitch.ts, which runs before this code has arrived, reads it here.
    <div
      className="config-form"
      ref={container}
      data-not-carried={form.draft?.omit?.map((field) => `${form.name}_${field}`).join(' ') || undefined}
    >
      <FormAnswers plan={plan} submission={submission} />
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
          onSubmit={submit}
          extraErrors={fieldErrors}
          submitting={submission.busy}
          actionWithoutScript={form.withoutScript && formWithoutScriptPath(form.name, lang)}
          validates={steps?.step.fields}
        />
      )}
      {!done && steps && <FormStepBack text={steps.texts.back} onBack={steps.back} />}
    </div>
  );
}
