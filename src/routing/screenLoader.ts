// Before a screen shows: its parameter validation, its guard, and its config.
import { data, redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { loadScreen } from '../config/screens.ts';
import type { RouteConfig } from '../config/types.ts';
import { guards } from './guards.ts';
import { isPrerender } from './prerenderRequest.ts';
import { routePath } from '../config/routeById.ts';

export function screenLoader(route: RouteConfig, lang: string | undefined) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const { validate, guard } = route;
    const value = validate ? params[validate.param] : undefined;
    if (validate && value !== undefined && !new RegExp(validate.pattern).test(value)) {
      throw data(null, { status: 404, statusText: 'Page Not Found' });
    }
    if (guard && !isPrerender(request)) {
      const { allowed, tidyUrl } = guards[guard.type](url);
      if (!allowed) throw redirect(routePath(guard.redirectTo, lang));
      // The tidy URL replaces the history entry: what was taken out is not left in the history either.
      if (tidyUrl) throw replace(tidyUrl.href);
    }
    return loadScreen(route.screen);
  };
}
