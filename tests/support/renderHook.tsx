// A hook rendered in jsdom with React's own act(): its latest result, re-read after each update. (Test files using it
// say `@vitest-environment jsdom`.)
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export async function renderHook<T>(hook: () => T, wrap: (children: ReactNode) => ReactNode = (c) => c) {
  const result: { current: T } = { current: undefined as T };
  function Probe() {
    result.current = hook();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(wrap(<Probe />)));
  return { result, unmount: () => act(() => root.unmount()) };
}
