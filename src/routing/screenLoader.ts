// Before a screen shows: its parameter validation, its guard, its config and its own texts (the language branch's
// loader loads the language's core texts alongside).
import type { Language } from '../shared/languages.ts';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { appConfig } from '../config/appConfig.ts';
import { loadScreen } from '../config/screens.ts';
import type { RouteConfig } from '../config/types.ts';
import { routeLanguage } from '../i18n/activateLanguage.ts';
import { loadScreenTexts } from '../i18n/screenTexts.ts';
import { passesValidation } from '../shared/paramValidation.ts';
import { isPrerender } from './prerenderRequest.ts';
import { nextTask } from '../platform/nextTask.ts';
import { routePath } from '../navigation/routeById.ts';
import { outcomePath } from '../outcomes/outcomes.ts';
import { guards } from './guards.ts';
import { allBlocks } from '../config/blockTree.ts';
import { blockPreloads } from '../blocks/blockPreloads.ts';
import { loadModule } from '../platform/moduleLoads.ts';
import { notFoundLocation } from '../shared/askedAddress.ts';

export function screenLoader(route: RouteConfig, lang: Language | undefined) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    await nextTask(); // not in the router's own start (see createRoutes.tsx)
    const url = new URL(request.url);
    const { validate, guard } = route;
    const value = validate ? params[validate.param] : undefined;
    // A value of the wrong shape names no page, as a path no route matches: the 404 page of the language.
    // (The prerender renders a template with a placeholder value; the browser judges the real one.)
    if (validate && value !== undefined && !isPrerender(request) && !passesValidation(value, validate)) {
      throw redirect(notFoundLocation(routePath(appConfig.routes.notFound, lang), url.pathname));
    }
    if (guard && !isPrerender(request)) {
      const { allowed, tidyUrl } = guards[guard.type](url);
      if (!allowed) throw redirect(outcomePath({ route: guard.redirectTo, reason: guard.reason }, lang));
      // The navigation lands on the tidy URL instead: what was taken out never enters the history, and the page the
      // visitor came from keeps its entry (a replace took it: Back from a form's next step then left the site). The
      // address a document opened with is tidied before the router starts (tidyAddressBar).
      if (tidyUrl) throw redirect(tidyUrl.href);
    }
    const [screen] = await Promise.all([
      loadModule(() => loadScreen(route.screen)).then((screen) => {
        // The requests of the screen's blocks leave now, in the browser (the prerender asks nothing).
        if (!isPrerender(request))
          allBlocks(screen.blocks).forEach((block) => blockPreloads[block.type]?.(url, params.slug));
        return screen;
      }),
      loadModule(() => loadScreenTexts(routeLanguage(lang), route.screen)),
    ]);
    return screen;
  };
}
