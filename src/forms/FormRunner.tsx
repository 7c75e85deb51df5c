import { ConfigForm } from './ConfigForm.tsx';
import { FormStepBack, FormStepHeading } from './steps/FormStepHeading.tsx';
import { FormAnswers } from './FormAnswers.tsx';
import type { ActionName } from '../config/__generated__/screen.ts';
import { useFormController, type FormBlockOf } from './useFormController.ts';

interface FormRunnerProps<A extends ActionName> {
  block: FormBlockOf<A>;
  /** The form's HTML was prerendered: the visitor may have typed into it before its code arrived. */
  prerendered: boolean;
}

/** Loaded with the first form on a page: renders a form of config/forms/ from its controller, typed by its action. */
export default function FormRunner<A extends ActionName>({ block, prerendered }: FormRunnerProps<A>) {
  const { form, container, steps, plan, submission, done, formKey, formProps } = useFormController(block, prerendered);
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
      {!done && <ConfigForm key={formKey} {...formProps} />}
      {!done && steps && <FormStepBack text={steps.texts.back} onBack={steps.back} />}
    </div>
  );
}
