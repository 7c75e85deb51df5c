import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { appConfig } from '../config/appConfig.ts';
import type { RouteConfig } from '../config/types.ts';
import { useRenderedLocation } from '../navigation/renderedUrl.ts';
import { registrationCodeOf, useRegistrationCode } from '../navigation/useRegistrationCode.ts';
import { newPageView } from '../platform/tracking/pageView.ts';
import { landingVisited } from './landingVisit.ts';

/**
 * The route's page view (src/platform/tracking/pageView.ts): a new one for each path and registration code the
 * route shows. On the landing page, src/routing/landingVisit.ts follows it up (a part of the app's start: the
 * landing page is the one most visited).
 */
export function useRoutePageView(route: RouteConfig) {
  const landing = route.id === appConfig.routes.start;
  const { pathname } = useRenderedLocation();
  const registrationCode = useRegistrationCode();
  const { slug } = useParams();
  const key = `${route.id} ${pathname} ${registrationCode ?? ''}`;
  const view = useMemo(() => newPageView(landing, key), [landing, key]);
  useEffect(() => {
    // From the address itself: while the page hydrates, rendering reads no query (a ?registrationCode= among it). Not
    // a render's flag: the route's whole page would render again after hydrating only to pass it here.
    const withCode = registrationCodeOf(new URL(window.location.href).searchParams, slug) !== undefined;
    if (landing) landingVisited(view, withCode);
  }, [view, landing, slug]);
  return view;
}
