import { languages } from '../../src/shared/languages.ts';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appConfig, routesConfig } from '../../src/config/appConfig.ts';
import { expandRouteTable, localizedPath, splitLanguagePrefix } from '../../src/navigation/routeTable.ts';

// Parity with config, not counts: a marketer who adds a route with its screen passes without editing this file.
const routes = routesConfig.routes;
const screenFiles = readdirSync('config/screens')
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

/** The path a route should answer under a language (or none), written out independently of localizedPath. */
const expectedPath = (lang: string | undefined, routePath: string) => {
  const fixed = routePath.split('/').filter((part) => !/^:\w+\?$/.test(part)); // an optional parameter is left out
  return `${appConfig.basePath}/${[lang, ...fixed].filter(Boolean).join('/')}`;
};

describe('route table', () => {
  const paths = expandRouteTable(routes);
  const prefixes = [undefined, ...languages];

  it('expands every route of config/routes.json to one distinct path per language prefix and unprefixed', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(paths).toHaveLength(routes.length * (1 + languages.length));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has distinct route ids', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
  });

  it('has every route unprefixed and under each language prefix of config/app.json', () => {
    for (const lang of prefixes) {
      for (const route of routes) expect(paths).toContain(expectedPath(lang, route.path));
    }
    // The landing route's optional slug is left out: the site's root, with or without a language prefix.
    for (const lang of prefixes)
      expect(paths).toContain(lang ? `${appConfig.basePath}/${lang}` : `${appConfig.basePath}/`);
  });

  it('has a screen file for every route, and a route for every screen file', () => {
    expect(screenFiles.length).toBeGreaterThan(0);
    for (const route of routes) expect(screenFiles, `route ${route.id}`).toContain(route.screen);
    const used = new Set(routes.map((r) => r.screen));
    for (const screen of screenFiles) expect(used, `config/screens/${screen}.json`).toContain(screen);
  });

  it('builds localized paths and splits them again', () => {
    expect(localizedPath('de', 'about-us/1')).toBe('/de/about-us/1');
    expect(localizedPath(undefined, ':slug?')).toBe('/');
    expect(splitLanguagePrefix('/pl/lobby')).toEqual({ lang: 'pl', rest: '/lobby' });
    expect(splitLanguagePrefix('/lobby')).toEqual({ lang: undefined, rest: '/lobby' });
    expect(splitLanguagePrefix('/deutsch')).toEqual({ lang: undefined, rest: '/deutsch' });
  });
});
