import { lazy, Suspense, type ComponentType } from 'react';
import { loadModule } from '../platform/moduleLoads.ts';

/**
 * A block whose code loads only on the pages that show it. Its own Suspense boundary keeps a prerendered block's
 * HTML in place until the code is there, then hydrates it (the rest of the page does not wait).
 */
export function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => loadModule(load).then((component) => ({ default: component })));
  return function LazyBlock(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
