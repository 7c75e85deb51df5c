// The production build's pages keep to their budgets: a page over one fails with its path and the numbers.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, CODE_PAGE_MODULES } from '../../scripts/prerender/budgets.ts';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../../scripts/prerender/manifest.ts';
import { pageWeigher } from '../../scripts/prerender/pageWeight.ts';
import { appConfig } from '../../src/config/appConfig.ts';
import './freshBuild.ts'; // stops here when dist/ is older than the sources

const dist = path.resolve('dist');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe('page weight budgets (gzip), on the build in dist/', () => {
  it('has a build to weigh (npm run build)', () => {
    expect(existsSync(path.join(dist, PRERENDER_MANIFEST)), 'run npm run build first').toBe(true);
  });
  if (!existsSync(path.join(dist, PRERENDER_MANIFEST))) return;

  const manifest = JSON.parse(readFileSync(path.join(dist, PRERENDER_MANIFEST), 'utf8')) as PrerenderManifest;
  const weigh = pageWeigher(dist, appConfig.basePath);
  const pages = [
    ...Object.entries(manifest.pages).map(([url, file]) => ({ url, file, codePage: false })),
    ...manifest.templates.map(({ pattern, file }) => ({ url: pattern, file, codePage: true })), // a code's landing page
  ];
  const onDemand = weigh.onDemand(CODE_PAGE_MODULES);

  it("every page keeps to its first-paint and hydration budgets, a code's page to its own", () => {
    const over = pages.flatMap(({ url, file, codePage }) => {
      const { firstPaint, hydration } = weigh(readFileSync(path.join(dist, file), 'utf8'));
      const checks: [string, number, number][] = [['first paint', firstPaint, BUDGETS.firstPaint]];
      // A code's page hydrates the registration page too: its budget is for all it loads before an interaction.
      if (codePage) checks.push(['before any interaction', hydration + onDemand, BUDGETS.codePage]);
      else checks.push(['hydration', hydration, BUDGETS.hydration]);
      return checks
        .filter(([, weight, budget]) => weight > budget)
        .map(([what, weight, budget]) => `${url}: ${what} ${kB(weight)} > ${kB(budget)}`);
    });
    expect(over, 'pages over budget').toEqual([]);
  });

  it("counts what a code's page loads: its template hydrates the registration page, A/B loads on demand", () => {
    const template = manifest.templates[0]!; // a code's page
    const landing = weigh(readFileSync(path.join(dist, 'index.html'), 'utf8')).hydration;
    expect(weigh(readFileSync(path.join(dist, template.file), 'utf8')).hydration).toBeGreaterThan(landing);
    expect(onDemand).toBeGreaterThan(10_000); // the A/B SDK
  });

  it('weighs what it says: the app the entry loads counts for hydration, not for the first paint', () => {
    const { firstPaint, hydration } = weigh(readFileSync(path.join(dist, 'index.html'), 'utf8'));
    expect(firstPaint).toBeGreaterThan(1000);
    expect(hydration).toBeGreaterThan(firstPaint + 50_000); // react-dom alone is more
  });
});
