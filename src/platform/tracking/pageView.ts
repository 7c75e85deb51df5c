// One page view's tracking: each event at most once per view, whoever asks again (StrictMode's second run of an
// effect, a re-render, a block mounted anew after a retry). A view is one route at one path and registration code:
// a client-side navigation to another starts a new one (src/routing/useRoutePageView.ts makes them).
import { createContext, useContext } from 'react';
import { pushEvent, type TrackingEvent } from './dataLayer.ts';

export interface PageView {
  /** A view of the landing page: only there is `landing` pushed. */
  readonly landing: boolean;
  /** What sets this view apart from the one before (its route, path and code). */
  readonly key: string;
  /** Pushes the event unless this view already pushed one under this name. */
  once(name: string, event: TrackingEvent): void;
  /** The names count again (a registration finished in a popup: the page's form starts a new one). */
  forget(names: readonly string[]): void;
}

export function newPageView(landing: boolean, key: string, push: (event: TrackingEvent) => void = pushEvent): PageView {
  const pushed = new Set<string>();
  return {
    landing,
    key,
    once(name, event) {
      if (pushed.has(name)) return;
      pushed.add(name);
      push(event);
    },
    forget: (names) => names.forEach((name) => pushed.delete(name)),
  };
}

/** Outside a route (a test rendering blocks alone): a view of no landing page. */
export const PageViewContext = createContext<PageView>(newPageView(false, ''));

export const usePageView = () => useContext(PageViewContext);
