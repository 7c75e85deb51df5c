/**
 * Marks an element's text as the page's selection, ready for the visitor's own copy (Ctrl+C, or the phone's
 * menu) where the clipboard refused: the same as a text field's select(), for text that is not in a field.
 */
export function selectContents(element: Element): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
