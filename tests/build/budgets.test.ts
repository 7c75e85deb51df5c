// The production build's pages keep to their budgets: a page over one fails with its path and the numbers.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../scripts/prerender/budgets.ts';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../../scripts/prerender/manifest.ts';
import { pageWeigher } from '../../scripts/prerender/pageWeight.ts';
import { appConfig } from '../../src/config/appConfig.ts';
import { routeById } from '../../src/config/routeById.ts';
import { languagePrefixes, localizedPath } from '../../src/config/routeTable.ts';

const dist = path.resolve('dist');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe('page weight budgets (gzip), on the build in dist/', () => {
  it('has a build to weigh (npm run build)', () => {
    expect(existsSync(path.join(dist, PRERENDER_MANIFEST)), 'run npm run build first').toBe(true);
  });
  if (!existsSync(path.join(dist, PRERENDER_MANIFEST))) return;

  const manifest = JSON.parse(readFileSync(path.join(dist, PRERENDER_MANIFEST), 'utf8')) as PrerenderManifest;
  const weigh = pageWeigher(dist, appConfig.basePath);
  const landing = routeById(appConfig.routes.start).path;
  const landingPaths = new Set(languagePrefixes.map((lang) => appConfig.basePath + localizedPath(lang, landing)));
  const pages = [
    ...Object.entries(manifest.pages).map(([url, file]) => ({ url, file, landing: landingPaths.has(url) })),
    ...manifest.templates.map(({ pattern, file }) => ({ url: pattern, file, landing: true })), // a code's landing page
  ];

  it('every page keeps to its first-paint and hydration budgets', () => {
    const over = pages.flatMap(({ url, file, landing }) => {
      const { firstPaint, hydration } = weigh(readFileSync(path.join(dist, file), 'utf8'));
      const firstPaintBudget = landing ? BUDGETS.landingFirstPaint : BUDGETS.otherFirstPaint;
      return [
        ...(firstPaint > firstPaintBudget ? [`${url}: first paint ${kB(firstPaint)} > ${kB(firstPaintBudget)}`] : []),
        ...(hydration > BUDGETS.hydration ? [`${url}: hydration ${kB(hydration)} > ${kB(BUDGETS.hydration)}`] : []),
      ];
    });
    expect(over, 'pages over budget').toEqual([]);
  });

  it('weighs what it says: the app the entry loads counts for hydration, not for the first paint', () => {
    const { firstPaint, hydration } = weigh(readFileSync(path.join(dist, 'index.html'), 'utf8'));
    expect(firstPaint).toBeGreaterThan(1000);
    expect(hydration).toBeGreaterThan(firstPaint + 50_000); // react-dom alone is more
  });
});
