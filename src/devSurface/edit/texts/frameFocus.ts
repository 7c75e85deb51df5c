// A page in a gallery frame focuses within itself only while the marketer works in it. Without this, React's fast
// refresh, which runs a page's effects again after each edit of config/ or locales/, lets an effect that focuses (a
// heading, a notice) pull focus out of the gallery, or out of its dialog, into a frame.
const guarded = new WeakSet<object>(); // the frames' HTMLElement prototypes: one per page, new on each load

export function focusOnlyFromWithin(frame: HTMLIFrameElement, doc: Document) {
  const prototype = (doc.defaultView as (Window & typeof globalThis) | null)?.HTMLElement.prototype;
  if (!prototype || guarded.has(prototype)) return;
  guarded.add(prototype);
  const focus = prototype.focus;
  prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    if (frame.ownerDocument.activeElement === frame) focus.call(this, options);
  };
}
