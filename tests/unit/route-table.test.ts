import { describe, expect, it } from 'vitest';
import { routesConfig } from '../../src/config/appConfig.ts';
import { expandRouteTable, localizedPath, splitLanguagePrefix } from '../../src/config/routeTable.ts';

describe('route table', () => {
  const paths = expandRouteTable(routesConfig.routes);

  it('expands the 22 routes of spec §2 to 176 distinct paths', () => {
    expect(routesConfig.routes).toHaveLength(22);
    expect(paths).toHaveLength(176);
    expect(new Set(paths).size).toBe(176);
  });

  it('has every route unprefixed and under each of the 7 language prefixes', () => {
    for (const prefix of ['', '/en', '/de', '/fr', '/it', '/nl', '/pl', '/sv']) {
      expect(paths).toContain(`/acquisition${prefix}/registration/activateaccountError`);
      expect(paths).toContain(`/acquisition${prefix}/about-us/3`);
      expect(paths).toContain(prefix ? `/acquisition${prefix}` : '/acquisition/');
    }
  });

  it('builds localized paths and splits them again', () => {
    expect(localizedPath('de', 'about-us/1')).toBe('/de/about-us/1');
    expect(localizedPath(undefined, ':slug?')).toBe('/');
    expect(splitLanguagePrefix('/pl/lobby')).toEqual({ lang: 'pl', rest: '/lobby' });
    expect(splitLanguagePrefix('/lobby')).toEqual({ lang: undefined, rest: '/lobby' });
    expect(splitLanguagePrefix('/deutsch')).toEqual({ lang: undefined, rest: '/deutsch' });
  });
});
