// What the visitor typed survives a failed submit, a reload or a detour (pending page → "use another
// e-mail"): kept for the browser session, without the fields a form omits (a terms box is ticked again).
// Storage may be blocked or full: a draft is a convenience, never a failure.
import { forgetSessionValue, keepSessionValue, readSessionValue } from '../../platform/sessionValue.ts';

const keyOf = (form: string) => `acq_form_draft_${form}`;

/** The draft of a form whose values have the type T: some of them (this code wrote it from the form's values). */
export function readDraft<T>(form: string): Partial<T> {
  try {
    return JSON.parse(readSessionValue(keyOf(form)) ?? '{}') as Partial<T>;
  } catch {
    return {}; // not a draft this code wrote
  }
}

export function saveDraft<T>(form: string, values: Partial<T>, omit: readonly string[] = []) {
  const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !omit.includes(field)));
  keepSessionValue(keyOf(form), JSON.stringify(kept));
}

export const clearDraft = (form: string) => forgetSessionValue(keyOf(form));
