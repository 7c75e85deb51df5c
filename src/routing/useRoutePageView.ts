import { useEffect, useMemo } from 'react';
import { appConfig } from '../config/appConfig.ts';
import type { RouteConfig } from '../config/types.ts';
import { useRenderedLocation } from '../navigation/renderedUrl.ts';
import { useRegistrationCode } from '../navigation/useRegistrationCode.ts';
import { newPageView } from '../platform/tracking/pageView.ts';
import { useHydrated } from '../platform/useHydrated.ts';

/**
 * The route's page view (src/platform/tracking/pageView.ts): a new one for each path and registration code the
 * route shows. On the landing page, src/routing/landingVisit.ts follows it up.
 */
export function useRoutePageView(route: RouteConfig) {
  const landing = route.id === appConfig.routes.start;
  const { pathname } = useRenderedLocation();
  const registrationCode = useRegistrationCode();
  const hydrated = useHydrated();
  const key = `${route.id} ${pathname} ${registrationCode ?? ''}`;
  const view = useMemo(() => newPageView(landing, key), [landing, key]);
  useEffect(() => {
    // Before hydration the query is not read yet: a ?registrationCode= would look like none.
    if (landing && hydrated)
      void import('./landingVisit.ts').then((visit) => visit.landingVisited(view, !!registrationCode));
  }, [view, landing, hydrated, registrationCode]);
  return view;
}
