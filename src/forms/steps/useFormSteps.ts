import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import type { FormStep } from '../../config/__generated__/form.ts';
import type { FormShape } from '../loadForm.ts';
import { useHydrated } from '../../platform/useHydrated.ts';

/** The uiSchema of one step: the form's other fields stay in the form (their values too), hidden. */
export function stepUiSchema(uiSchema: UiSchema, fields: readonly string[], step: FormStep, last: boolean): UiSchema {
  const others = fields.filter((field) => !step.fields.includes(field));
  const hidden = Object.fromEntries(others.map((field) => [field, { ...uiSchema[field], 'ui:widget': 'hidden' }]));
  const submit = uiSchema['ui:submitButtonOptions'] as object | undefined;
  const button = last || !step.continueText ? submit : { submitText: step.continueText };
  return { ...uiSchema, ...hidden, 'ui:submitButtonOptions': button };
}

/**
 * A form asked in steps (its config's `steps`, in the flows they name): which step shows (its fields are the ones
 * validated; stepUiSchema hides the others), and the way on and back. Once the page is hydrated only: the
 * prerendered form, and a browser without script, show every field. The step's heading takes focus when the visitor
 * moves, so a screen reader says where they are; a server's message on a field of another step shows that step.
 */
export function useFormSteps(form: FormShape, flow: string | undefined, fieldErrors: ErrorSchema | undefined) {
  const hydrated = useHydrated();
  const config = hydrated && flow && form.steps?.flows.includes(flow) ? form.steps : undefined;
  const list = config?.list;
  const [index, setIndex] = useState(0);
  const [answered, setAnswered] = useState(fieldErrors);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [index]);
  if (!config || !list) return undefined;
  // Before this render commits, so the field in error is visible when the form focuses it.
  if (answered !== fieldErrors) {
    setAnswered(fieldErrors);
    const inError = Object.keys(fieldErrors ?? {});
    const first = list.findIndex((step) => step.fields.some((field) => inError.includes(field)));
    if (first >= 0 && first !== index) setIndex(first);
  }
  const step = list[index]!;
  const last = index === list.length - 1;
  const go = (next: number) => {
    moved.current = true;
    setIndex(next);
  };
  return {
    heading,
    texts: { progress: config.progressText, back: config.backText },
    step,
    number: index + 1,
    count: list.length,
    last,
    next: () => go(index + 1),
    back: index > 0 ? () => go(index - 1) : undefined,
  };
}

export type FormSteps = NonNullable<ReturnType<typeof useFormSteps>>;
