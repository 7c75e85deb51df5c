import { useRef, useState } from 'react';
import { saveDraft } from './formDraft.ts';
import type { LoadedForm } from '../loadForm.ts';

/**
 * What the form holds: RJSF owns the values once mounted; this keeps a copy for what depends on them (the action's
 * options, the draft) and can start the form over (a new key) with other values.
 */
export function useFormValues<T>(form: LoadedForm<T>) {
  const [values, setValues] = useState<Partial<T>>({});
  // What the form holds now, also between two changes before a render.
  const latest = useRef(values);
  const [formKey, setFormKey] = useState(0);
  const hold = (next: Partial<T>) => setValues((latest.current = next));
  return {
    values,
    latest,
    formKey,
    hold,
    /**
     * Takes the form's new values; when the visitor changed a field (fromField: the defaults RJSF fills in are not the
     * visitor's doing), keeps the draft and answers the values before.
     */
    change(next: Partial<T>, fromField: boolean): Partial<T> | undefined {
      const previous = latest.current;
      hold(next);
      if (!fromField) return undefined;
      if (form.draft) saveDraft(form.name, next, form.draft.omit);
      return previous;
    },
    /** Starts the form over with these values. */
    restart(next: Partial<T> = {}) {
      hold(next);
      setFormKey((key) => key + 1);
    },
  };
}
