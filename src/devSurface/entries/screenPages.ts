// The page of the first route whose screen has a block like this; a route that needs an e-mail token (a guard)
// gets the token of the catalogue's successful case on that page.
import { routesConfig } from '../../config/appConfig.ts';
import { allBlocks } from '../../config/blockTree.ts';
import type { Block } from '../../config/types.ts';
import { scenarioCatalogue } from './catalogue.ts';
import { screenOf } from '../../config/allScreens.ts';
import { scenarioPage } from './scenarioPages.ts';

export function screenPage(matches: (block: Block) => boolean): string | undefined {
  const route = routesConfig.routes.find((r) => allBlocks(screenOf(r.screen)?.blocks ?? []).some(matches));
  if (!route) return undefined;
  const path = `/${route.path}`;
  if (!route.guard) return path;
  const success = scenarioCatalogue.scenarios
    .filter((s) => s.kind === 'success')
    .map(scenarioPage)
    .find((page) => page.startsWith(`${path}?`));
  return success ?? path;
}
