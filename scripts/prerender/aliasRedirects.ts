// config/app.json pathAliases as server redirects, in every language: /acquisition/sv/login → the Swedish
// entrance, before any page or template is served (the app's own alias routes do the same once it runs).
import { appConfig } from '../../src/config/appConfig.ts';
import { routePath } from '../../src/config/routeById.ts';
import { languagePrefixes, localizedPath } from '../../src/config/routeTable.ts';
import { siteLinkHref } from '../../src/navigation/siteLink.ts';

/** URL path → where it redirects. */
export function aliasRedirects(): Record<string, string> {
  return Object.fromEntries(
    languagePrefixes.flatMap((prefix) =>
      Object.entries(appConfig.pathAliases ?? {}).map(([word, { route, site }]) => [
        appConfig.basePath + localizedPath(prefix, word),
        route ? appConfig.basePath + routePath(route, prefix) : siteLinkHref(site!),
      ]),
    ),
  );
}
