// A prerendered form shows before its code has arrived. A submit then (a tap on its button, Enter in a field, a
// password manager) must not go to the browser, which would load the page anew with the fields in its address:
// it is held from the very start (this runs inline in every page's <head>), and the form sends it once its
// code has taken over. Held form ids are kept on <html data-held-submits>, for the app to find later.

/** Runs inline in the <head> of every page: the build writes its source there, so it uses nothing from outside. */
export function holdEarlySubmits(doc: Document = document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.dataset.live !== undefined) return;
      event.preventDefault();
      const root = doc.documentElement;
      if (form.id) root.dataset.heldSubmits = `${root.dataset.heldSubmits ?? ''} ${form.id}`.trim();
    },
    true,
  );
}

/** The form's code has taken over its submits. */
export const markFormLive = (form: HTMLFormElement) => void (form.dataset.live = '');

/** Whether the visitor submitted the form with this id before it was live (and forgets it). */
export function takeEarlySubmit(formId: string): boolean {
  const root = document.documentElement;
  const held = (root.dataset.heldSubmits ?? '').split(' ').filter(Boolean);
  if (!held.includes(formId)) return false;
  root.dataset.heldSubmits = held.filter((id) => id !== formId).join(' ');
  return true;
}
