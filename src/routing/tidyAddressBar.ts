import type { RouteObject } from 'react-router';
import { configRouteAt } from './createRoutes.tsx';
import { guards } from './guards.ts';

/**
 * Before the router starts: what the page's route guard takes out of the address bar (the lobby's ?token=, kept for
 * the session) leaves it now, so the router starts at the tidy URL. Its loader's redirect to it would run every
 * loader of the page a second time before hydration.
 */
export function tidyAddressBar(routes: RouteObject[]) {
  const guard = configRouteAt(routes, window.location.pathname)?.guard;
  if (!guard) return;
  const { tidyUrl } = guards[guard.type](new URL(window.location.href));
  if (tidyUrl) window.history.replaceState(window.history.state, '', tidyUrl.href);
}
