// Every route of config/routes.json, and the pages for signed-in users (a screen with a signedIn block) signed in
// as the catalogue's user whose token a successful case carries (the reproduce link signs the browser in).
import { routesConfig } from '../../config/appConfig.ts';
import { allBlocks } from '../../config/blockTree.ts';
import { allScreens, screenOf } from '../../config/allScreens.ts';
import type { RouteConfig } from '../../config/types.ts';
import { scenarioCatalogue } from './catalogue.ts';
import { pointer } from '../../shared/jsonPointer.ts';
import type { GalleryState } from './galleryEntry.ts';

/** The pictures the screens show, each with its alt text and crop. */
export const screenHeroes = () => allScreens().flatMap(({ hero }) => (hero ? [hero] : []));

const hasBlock = (screen: string, type: string) =>
  allBlocks(screenOf(screen)?.blocks ?? []).some((block) => block.type === type);
const forSignedIn = (screen: string) => hasBlock(screen, 'signedIn');
const adminId = (route: RouteConfig) => `admin:${route.id}`;

/** The signed-in entry of the page that composes experiments (a generatedSplit block): the gallery starts them there. */
export const splitGeneratorEntry = () => {
  const route = routesConfig.routes.find((r) => hasBlock(r.screen, 'generatedSplit'));
  return route && adminId(route);
};

const appPathOf = (route: RouteConfig) => (route.path.startsWith(':') ? '/' : `/${route.path}`);

function routeState(route: RouteConfig, index: number): GalleryState {
  return {
    id: `route:${route.id}`,
    title: `${route.id} (${appPathOf(route)})`,
    dimension: 'route',
    source: { file: 'config/routes.json', pointer: pointer('routes', index) },
    path: appPathOf(route),
    keys: [route.meta.title, `screens.${route.screen}`],
    proof: { titleKey: route.meta.title },
  };
}

/** The successful case of a signed-in user with the most rights: a token that may do what a page for them does. */
const signedInScenario = () =>
  scenarioCatalogue.scenarios.find((s) => s.kind === 'success' && s.trigger.field === 'authorization');

export function routeStates(): GalleryState[] {
  const all = routesConfig.routes.map(routeState);
  const signedIn = signedInScenario();
  const admin = routesConfig.routes.flatMap((route, index): GalleryState[] =>
    forSignedIn(route.screen)
      ? [
          {
            ...routeState(route, index),
            id: adminId(route),
            title: `${route.id}, signed in`,
            dimension: 'admin',
            ...(signedIn ? { scenario: signedIn.id } : {}),
          },
        ]
      : [],
  );
  return [...all, ...admin];
}
