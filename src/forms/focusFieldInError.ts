/**
 * Focuses the first (in the page's order) of the fields in error, with its label and message in view: focus alone
 * scrolls just the input in, and on a phone the label above it stayed cut off at the top edge. A field is described
 * by its errors (aria-describedby), so a screen reader says the message.
 */
export function focusFieldInError(form: HTMLElement | null, idPrefix: string, fields: readonly string[]): void {
  if (!form || fields.length === 0) return;
  const described = fields.map((field) => `[aria-describedby~="${idPrefix}_${field}__error"]`).join(',');
  const byId = fields.map((field) => `[id^="${idPrefix}_${field}"]:is(input, select, textarea)`).join(',');
  const input = form.querySelector<HTMLElement>(described) ?? form.querySelector<HTMLElement>(byId);
  if (!input) return;
  input.focus({ preventScroll: true });
  (input.closest('.field') ?? input).scrollIntoView({ block: 'nearest' });
}
