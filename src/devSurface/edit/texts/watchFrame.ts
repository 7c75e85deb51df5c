// A same-origin preview frame, read by the gallery: its document once loaded (each load is a new page: the dev
// server reloads a preview after an edit) and again once each change of the page has settled, e.g. when its data
// arrives. `attached` sets up what lives with one document and returns its undoing. The page takes focus only while
// the marketer is in it (frameFocus.ts).
import { focusOnlyFromWithin } from './frameFocus.ts';

const SETTLE_MS = 200; // a render changes many nodes at once: one scan after it

export function watchFrame(
  element: HTMLIFrameElement,
  scan: (doc: Document) => void,
  attached: (doc: Document) => () => void = () => () => {},
): () => void {
  let observer: MutationObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let detach = () => {};
  const attach = () => {
    const doc = element.contentDocument;
    if (!doc?.body) return;
    detach();
    focusOnlyFromWithin(element, doc);
    detach = attached(doc);
    observer?.disconnect();
    clearTimeout(timer); // the page before this one is gone: no scan of it any more
    observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => element.contentDocument === doc && scan(doc), SETTLE_MS);
    });
    observer.observe(doc.body, { subtree: true, childList: true, characterData: true });
    scan(doc);
  };
  element.addEventListener('load', attach);
  if (element.contentDocument?.readyState === 'complete') attach();
  return () => {
    element.removeEventListener('load', attach);
    detach();
    observer?.disconnect();
    clearTimeout(timer);
  };
}
