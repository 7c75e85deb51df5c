// A differential CPU profile of one page in two builds: where a page's main-thread time goes, by package or module,
// with less noise than Lighthouse's totals. Each build is served apart (e.g. `npx vite preview --port 4181` in a
// worktree of the other commit); the page loads in Debian's Chromium with CDP's 4× CPU slowdown and JS sampling,
// the builds interleaved, and each sample's frame is mapped through that build's source maps. Prints the medians.
//   BENCH_A=http://localhost:4181/acquisition/MOCK-VALID BENCH_A_DIST=../before/dist \
//   BENCH_B=http://localhost:4173/acquisition/MOCK-VALID BENCH_B_DIST=dist npx tsx scripts/bench/profile/cli.ts 8
import { chromium } from '@playwright/test';
import { profileLoad, type Profiled } from './profileLoad.ts';

const builds = (['A', 'B'] as const).map((name) => ({
  name,
  url: process.env[`BENCH_${name}`] ?? '',
  dist: process.env[`BENCH_${name}_DIST`] ?? 'dist',
}));
if (builds.some((build) => !build.url)) throw new Error('Set BENCH_A and BENCH_B to the page in each build.');
const loads = Number(process.argv[2] ?? 8);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const runs: Record<'A' | 'B', Profiled[]> = { A: [], B: [] };
for (let load = 0; load < loads; load++) {
  for (const build of builds) runs[build.name].push(await profileLoad(browser, build.url, build.dist));
}
await browser.close();

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
const of = (name: 'A' | 'B', key: string) => median(runs[name].map((run) => run[key] ?? 0));
const keys = [...new Set([...runs.A, ...runs.B].flatMap((run) => Object.keys(run)))];
const rows = keys
  .map((key) => ({ key, a: of('A', key), b: of('B', key) }))
  .sort((x, y) => Math.max(y.a, y.b) - Math.max(x.a, x.b))
  .slice(0, 30);
console.log(`CPU ×4, ${loads} loads of each, medians (ms): A ${builds[0]!.url}, B ${builds[1]!.url}`);
console.log('| what | A | B | B − A |\n| --- | --- | --- | --- |');
for (const { key, a, b } of rows) console.log(`| ${key} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(b - a).toFixed(0)} |`);
