// Every route exists unprefixed (default language) and under each language prefix.
import { isLanguage, type Language, languages } from '../shared/languages.ts';
import { appConfig } from '../config/appConfig.ts';
import type { RouteConfig } from '../config/types.ts';

/** undefined stands for the unprefixed variant. */
export const languagePrefixes: readonly (Language | undefined)[] = [undefined, ...languages];

/** The app-relative path of a route in a language, e.g. ('de', about-1) → '/de/about-us/1'. */
export function localizedPath(lang: Language | undefined, routePath: string): string {
  const path = routePath.startsWith(':') ? '' : routePath; // an optional parameter is left out
  return '/' + [lang, path].filter(Boolean).join('/');
}

/** Every URL path the site answers, under the base path. */
export function expandRouteTable(routes: readonly RouteConfig[]): string[] {
  return languagePrefixes.flatMap((lang) => routes.map((r) => appConfig.basePath + localizedPath(lang, r.path)));
}

/** Splits an app-relative pathname into its language prefix and the rest. */
export function splitLanguagePrefix(pathname: string): { lang: Language | undefined; rest: string } {
  const [, first, ...rest] = pathname.split('/');
  if (isLanguage(first)) return { lang: first, rest: '/' + rest.join('/') };
  return { lang: undefined, rest: pathname };
}
