// A page in a gallery frame focuses within itself only while the marketer works in it. Without this, React's fast
// refresh, which runs a page's effects again after each edit of config/, lets an effect that focuses (a heading, a
// notice) pull focus out of the gallery's dialog into the frame, away from what the marketer was doing.
export function focusOnlyFromWithin(frame: HTMLIFrameElement, doc: Document): () => void {
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  if (!view) return () => {};
  const prototype = view.HTMLElement.prototype;
  const focus = Object.getOwnPropertyDescriptor(prototype, 'focus')!;
  Object.defineProperty(prototype, 'focus', {
    ...focus,
    value(this: HTMLElement, options?: FocusOptions) {
      if (frame.ownerDocument.activeElement === frame) (focus.value as HTMLElement['focus']).call(this, options);
    },
  });
  return () => Object.defineProperty(prototype, 'focus', focus);
}
