// The visitor's first sign of intent on a page: a touch, a click, a key, focus moving, scrolling, or a field changed
// without any of them (assistive technology, autofill).
const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'input', 'change'] as const;
/** Whoever does nothing for this long gets what waits for them anyway. */
const AT_THE_LATEST_MS = 10_000;

let interacted: Promise<void> | undefined;

/**
 * Resolves at the first interaction with the page, or after 10 s at the latest (at once where there is no
 * visitor: prerendering).
 */
export function firstInteraction(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return (interacted ??= new Promise((resolve) => {
    const done = () => {
      for (const event of EVENTS) window.removeEventListener(event, done, true);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, AT_THE_LATEST_MS);
    for (const event of EVENTS) window.addEventListener(event, done, { capture: true, passive: true });
  }));
}
