import { useEffect, type RefObject } from 'react';

/** What counts as starting a form: a touch or click in it, a key, focus moving into it, a value typed or pasted. */
const STARTS = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

/**
 * Calls onStart at each interaction with what the container holds; onStart tells the first one of a registration
 * (the page view pushes it once, and again after a registration finished on the page).
 */
export function useFormStarted(container: RefObject<HTMLElement | null>, onStart: () => void) {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    for (const type of STARTS) element.addEventListener(type, onStart, { capture: true, passive: true });
    return () => {
      for (const type of STARTS) element.removeEventListener(type, onStart, true);
    };
  }, [container, onStart]);
}
