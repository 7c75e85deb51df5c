// What the build prerenders: every route in every language (config/routes.json × prefixes), and for a route
// with a parameter (the landing page's registration code) a template page its URLs are served from.
import { appConfig, routesConfig } from '../../src/config/appConfig.ts';
import { languagePrefixes, localizedPath } from '../../src/navigation/routeTable.ts';
import { DEFAULT_LANGUAGE } from '../../src/shared/languages.ts';

export interface PageToRender {
  /** The URL path the page is rendered at. */
  path: string;
  /** Where it is written, relative to dist/. */
  file: string;
  /** For a template: the react-router pattern of the URLs it serves. */
  pattern?: string;
  lang: string;
  /** The language prefix of its path; undefined: unprefixed. */
  prefix: string | undefined;
}

const PARAM = /^:(\w+)\??$/;
const fileOf = (appPath: string) => `${appPath.replace(/^\//, '')}${appPath === '/' ? '' : '/'}index.html`;

export function pagesToRender(): PageToRender[] {
  return languagePrefixes.flatMap((prefix) =>
    routesConfig.routes.flatMap((route) => {
      const lang = prefix ?? DEFAULT_LANGUAGE;
      const page = { path: appConfig.basePath + localizedPath(prefix, route.path), lang, prefix };
      const pages: PageToRender[] = [{ ...page, file: fileOf(localizedPath(prefix, route.path)) }];
      const parts = route.path.split('/');
      if (parts.some((part) => PARAM.test(part))) {
        // The template is rendered with '_' for each parameter and written to _<name>/.
        const join = (path: string) => '/' + [prefix, path].filter(Boolean).join('/');
        const sample = parts.map((part) => (PARAM.test(part) ? '_' : part)).join('/');
        const folder = parts.map((part) => part.replace(PARAM, '_$1')).join('/');
        const pattern = parts.map((part) => part.replace(/\?$/, '')).join('/');
        pages.push({
          path: appConfig.basePath + join(sample),
          file: fileOf(join(folder)),
          pattern: appConfig.basePath + join(pattern),
          lang,
          prefix,
        });
      }
      return pages;
    }),
  );
}
