import type { UiSchema } from '@rjsf/utils';

// A prerendered form takes input before its code has arrived. When the form starts over with what it knows,
// what the visitor had already typed (and where the caret stood) is kept.
const TYPED = new Set(['text', 'email', 'password', 'search', 'tel', 'url']);

/** Values typed into the text fields of the form with this id prefix, by field name (trimmed where ui:options.trim). */
export function readTypedValues(container: HTMLElement, idPrefix: string, uiSchema: UiSchema): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const input of container.querySelectorAll<HTMLInputElement>(`input[id^="${idPrefix}_"]`)) {
    if (!TYPED.has(input.type) || input.value === '') continue;
    const field = input.id.slice(idPrefix.length + 1);
    const trim = (uiSchema[field] as UiSchema | undefined)?.['ui:options']?.trim === true;
    typed[field] = trim ? input.value.trim() : input.value;
  }
  return typed;
}

/** The focused field of the container and its selection; the returned function puts both back. */
export function keepFocus(container: HTMLElement): () => void {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement) || !container.contains(active) || !active.id) return () => {};
  const { id, selectionStart, selectionEnd } = active;
  return () => {
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    if (selectionStart !== null && TYPED.has(input.type)) input.setSelectionRange(selectionStart, selectionEnd);
  };
}
