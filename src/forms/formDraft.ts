// What the visitor typed survives a failed submit, a reload or a detour (pending page → "use another
// e-mail"): kept for the browser session, without the fields a form omits (a terms box is ticked again).
// Storage may be blocked or full: a draft is a convenience, never a failure.
import { forgetSessionValue, keepSessionValue, readSessionValue } from '../platform/sessionValue.ts';

const keyOf = (form: string) => `acq_form_draft_${form}`;

export function readDraft(form: string): object {
  try {
    return JSON.parse(readSessionValue(keyOf(form)) ?? '{}') as object;
  } catch {
    return {}; // not a draft this code wrote
  }
}

export function saveDraft(form: string, values: object, omit: readonly string[] = []) {
  const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !omit.includes(field)));
  keepSessionValue(keyOf(form), JSON.stringify(kept));
}

export const clearDraft = (form: string) => forgetSessionValue(keyOf(form));
