// config/app.json pathAliases as server redirects, in every language: /acquisition/sv/login → the Swedish
// entrance, before any page or template is served (the app's own alias routes do the same once it runs).
import { appConfig } from '../../src/config/appConfig.ts';
import { languagePrefixes, localizedPath } from '../../src/navigation/routeTable.ts';
import { pathAliasTargets } from '../../src/navigation/pathAliases.ts';

/** URL path → where it redirects. */
export const aliasRedirects = (): Record<string, string> =>
  Object.fromEntries(
    languagePrefixes.flatMap((prefix) =>
      pathAliasTargets(prefix).map((target) => [
        appConfig.basePath + localizedPath(prefix, target.word),
        'appPath' in target ? appConfig.basePath + target.appPath : target.href,
      ]),
    ),
  );
