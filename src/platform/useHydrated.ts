import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and while React hydrates a prerendered page, true from then on. What only the
 * visitor's browser knows (the URL's query, a code, storage) shows once it is true, so the first render in
 * the browser matches the HTML the build wrote, and React re-renders right after hydrating.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
