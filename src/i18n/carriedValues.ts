// The page a language link led to takes back what the visitor had entered on the page before
// (src/i18n/languageSwitch.ts kept it), into its prerendered forms, before any form's code reads them: to the form
// they are values typed before its code arrived (src/forms/enteredValues.ts). Run by the entry, once the HTML is parsed.
import { forgetSessionValue, readSessionValue } from '../platform/sessionValue.ts';

/** sessionStorage: '{ from: <the page before>, values: [[form id, control name, value], …] }'. */
export const CARRIED_VALUES_KEY = 'acquisition.carriedValues';

interface Carried {
  from: string;
  values: [form: string, name: string, value: string][];
}

function parse(kept: string): Carried | undefined {
  try {
    return JSON.parse(kept) as Carried;
  } catch {
    return undefined; // not what the language link kept
  }
}

export function takeCarriedValues(doc: Document = document): void {
  const kept = readSessionValue(CARRIED_VALUES_KEY);
  if (kept === null) return;
  forgetSessionValue(CARRIED_VALUES_KEY);
  const carried = parse(kept);
  if (carried?.from !== doc.referrer) return; // not from the page that kept them
  for (const [formId, name, value] of carried.values) {
    const form = doc.getElementById(formId);
    const found = form instanceof HTMLFormElement ? form.elements.namedItem(name) : null;
    const controls = found instanceof RadioNodeList ? [...found] : found ? [found] : [];
    for (const control of controls) {
      const choice = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
      if (choice) control.checked ||= control.value === value;
      else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value;
      else if (control instanceof HTMLTextAreaElement) control.value = value;
    }
  }
}
