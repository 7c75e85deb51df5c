import { matchRoutes, type RouteObject } from 'react-router';
import type { ScreenRouteHandle } from '../navigation/useCurrentRoute.ts';

/**
 * Before the router starts: what the page's route guard takes out of the address bar (the lobby's ?token=, kept for
 * the session) leaves it now, so the router starts at the tidy URL. Its loader's redirect to it would run every
 * loader of the page a second time before hydration.
 */
export async function tidyAddressBar(routes: RouteObject[], appPath: string) {
  const guard = (matchRoutes(routes, appPath)?.at(-1)?.route.handle as ScreenRouteHandle | undefined)?.route.guard;
  if (!guard) return;
  const { guards } = await import('./guards.ts');
  const { tidyUrl } = guards[guard.type](new URL(window.location.href));
  if (tidyUrl) window.history.replaceState(window.history.state, '', tidyUrl.href);
}
