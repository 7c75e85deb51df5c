// The page a language link led to takes back what the visitor had entered on the page before
// (src/i18n/languageSwitch.ts kept it): the entry puts it into the prerendered forms before any form's code reads
// them, and to a form those are values typed before its code arrived (src/forms/values/enteredValues.ts). A form the browser
// renders itself (the dev server renders every page; a page rendered anew) takes its values when it shows
// (src/forms/handOver/useRestoredValues.ts).
import { forgetSessionValue, readSessionValue } from '../platform/sessionValue.ts';

/** sessionStorage: '{ from: <the page before>, values: [[form id, control name, value], …] }'. */
export const CARRIED_VALUES_KEY = 'acquisition.carriedValues';

type Entry = [form: string, name: string, value: string];

/** Entries of forms the page had not rendered when it started, by form id. */
const waiting = new Map<string, Entry[]>();

function parse(kept: string): { from: string; values: Entry[] } | undefined {
  try {
    return JSON.parse(kept) as { from: string; values: Entry[] };
  } catch {
    return undefined; // not what the language link kept
  }
}

/** Puts the values into the form's controls, as if the visitor had entered them there. */
export function applyCarriedValues(form: HTMLFormElement, entries: readonly Entry[]): void {
  for (const [, name, value] of entries) {
    const found = form.elements.namedItem(name);
    for (const control of found instanceof RadioNodeList ? [...found] : found ? [found] : []) {
      const choice = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
      if (choice) control.checked ||= control.value === value;
      else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value;
      else if (control instanceof HTMLTextAreaElement) control.value = value;
    }
  }
}

/** Run by the entry, once the HTML is parsed. */
export function takeCarriedValues(doc: Document = document): void {
  const kept = readSessionValue(CARRIED_VALUES_KEY);
  if (kept === null) return;
  forgetSessionValue(CARRIED_VALUES_KEY);
  const carried = parse(kept);
  if (carried?.from !== doc.referrer) return; // not from the page that kept them
  for (const entry of carried.values) waiting.set(entry[0], [...(waiting.get(entry[0]) ?? []), entry]);
  for (const [formId, entries] of waiting) {
    const form = doc.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) continue;
    applyCarriedValues(form, entries);
    waiting.delete(formId);
  }
}

/** The carried values of a form the page renders itself, once (forgotten as they are taken). */
export function takeCarriedValuesOf(formId: string): readonly Entry[] | undefined {
  const entries = waiting.get(formId);
  waiting.delete(formId);
  return entries;
}
