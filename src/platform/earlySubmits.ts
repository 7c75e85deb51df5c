// A prerendered form shows before its code has arrived. A submit then (a tap on its button, Enter in a field)
// must not go to the browser, which would load the page anew with the fields in its address: it is held, and
// the form sends it once its code has taken over (the form marks itself live then).
const held = new Set<string>();

export function holdEarlySubmits(doc: Document) {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.dataset.live !== undefined) return;
      event.preventDefault();
      if (form.id) held.add(form.id);
    },
    true,
  );
}

/** The form's code has taken over its submits. */
export const markFormLive = (form: HTMLFormElement) => void (form.dataset.live = '');

/** Whether the visitor submitted the form with this id before it was live (and forgets it). */
export const takeEarlySubmit = (formId: string): boolean => held.delete(formId);
