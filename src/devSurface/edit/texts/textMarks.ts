// The texts of a preview opened in edit mode (?i18nMarks, src/i18n/markKeys.ts), each with its i18n key: i18next-
// subliminal puts an invisible start mark before each text and its key after it. A text that holds markup (a link in a
// sentence) spans several text nodes; its element is the nearest one whose text starts with the start mark.
import { unwrap as unwrapDeclared, wrap } from 'i18next-subliminal';
import { MARK_KEYS_PARAM } from '../../../i18n/markKeys.ts';

/** What unwrap answers (the package declares a string; dist/esm/encoder.js answers this). */
type Unwrap = (text: string) => { text: string; invisibleMeta?: { key?: string } };
const unwrap = unwrapDeclared as unknown as Unwrap;

/** The invisible characters before every marked text (the package does not export them). */
const START = wrap('-', { key: '-' }).split('-')[0]!;
const ATTRIBUTES = ['placeholder', 'aria-label', 'title', 'alt'];

export interface MarkedText {
  key: string;
  /** What the visitor reads there. */
  text: string;
  element: Element;
}

/** A page's address asking for marks; a mock reproduce link passes it on to the page it opens. */
export function withMarks(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  const to = parsed.pathname.endsWith('/mock/reproduce') ? parsed.searchParams.get('to') : null;
  if (to) parsed.searchParams.set('to', withMarks(to));
  else parsed.searchParams.set(MARK_KEYS_PARAM, '');
  return `${parsed.pathname}${parsed.search.replace(`${MARK_KEYS_PARAM}=`, MARK_KEYS_PARAM)}`;
}

// Not the package's containsHiddenMeta: it tests with a global regular expression, whose state carries over to the
// next text and misses its mark.
const keyIn = (text: string) => unwrap(text).invisibleMeta?.key;

/** The element a marked text node belongs to: the nearest whose text begins where the text does. */
function ownerOf(node: Text): Element | null {
  for (let element = node.parentElement; element; element = element.parentElement) {
    if ((element.textContent ?? '').trimStart().startsWith(START)) return element;
    if (element === node.ownerDocument.body) break;
  }
  return node.parentElement;
}

/** Every marked text of the document, in order, each key once. */
export function markedTexts(doc: Document): MarkedText[] {
  const found = new Map<string, MarkedText>();
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const key = keyIn(node.data);
    const element = key && ownerOf(node);
    if (key && element && !found.has(key)) found.set(key, { key, text: visible(element.textContent ?? ''), element });
  }
  for (const element of doc.body.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join())) {
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name) ?? '';
      const key = keyIn(value);
      if (key && !found.has(key)) found.set(key, { key, text: visible(value), element });
    }
  }
  return [...found.values()];
}

/** The words without the marks, in one line. */
export const visible = (text: string) => unwrap(text).text.replace(/\s+/g, ' ').trim();

/** The key of the text at `target`: the innermost marked text around it, else the first inside it. */
export function keyAt(target: Element, texts: MarkedText[]): string | undefined {
  const around = texts.filter(({ element }) => element.contains(target));
  const innermost = around.find(
    ({ element }) => !around.some((other) => element.contains(other.element) && other.element !== element),
  );
  return innermost?.key ?? texts.find(({ element }) => target.contains(element))?.key;
}
