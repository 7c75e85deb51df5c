// The uiSchema a form renders with: config's, with the options its action sets for the values and page data of
// now, narrowed to the step the visitor is on.
import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type { FormShape } from './loadForm.ts';
import type { UiOptions } from '../actions/defineAction.ts';
import { withOptions } from './uiOptions.ts';
import { stepUiSchema, type useFormSteps } from './steps/useFormSteps.ts';

export function useFormUiSchema(
  form: FormShape,
  uiOptions: UiOptions,
  steps: ReturnType<typeof useFormSteps>,
): UiSchema {
  // Keyed by their content: a keystroke that changes none of the options keeps the uiSchema (nothing re-translated).
  const options = JSON.stringify(uiOptions);
  const [step, lastStep] = [steps?.step, steps?.last ?? true];
  return useMemo(() => {
    const ui = withOptions(form.uiSchema, JSON.parse(options));
    return step ? stepUiSchema(ui, Object.keys(form.schema.properties ?? {}), step, lastStep) : ui;
  }, [form.uiSchema, form.schema, options, step, lastStep]);
}
