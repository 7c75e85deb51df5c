// npm run bench:lighthouse — a benchmark, not a test: builds, serves the build as a deployment would
// (vite preview: br/gzip, CSP, the mock backend), and runs Lighthouse (mobile preset, Debian's Chromium) three
// times on each page below and on a static reference page with the landing page's text and styles but no
// JavaScript, served by the same server in the same run. Prints score, FCP, LCP, TBT, CLS, JS transferred and
// each page's LCP as a ratio to the reference's of the same round.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { appConfig } from '../../src/config/appConfig.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const base = `http://localhost:${PORT}${appConfig.basePath}`;
const REFERENCE_FILE = 'bench-reference.html';

const pages: Record<string, string> = {
  'static reference': `${base}/${REFERENCE_FILE}`,
  'landing /': `${base}/`,
  'registration form /MOCK-VALID': `${base}/MOCK-VALID`,
  'entrance /entrance': `${base}/entrance`,
};

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The reference: the prerendered landing page without any script.
const landing = readFileSync(path.resolve('dist/index.html'), 'utf8');
const reference = landing
  .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
  .replace(/<link rel="modulepreload"[^>]*>/g, '');
writeFileSync(path.resolve('dist', REFERENCE_FILE), reference);
writeFileSync(path.resolve('dist', `${REFERENCE_FILE}.gz`), gzipSync(reference, { level: 9 }));

// Its own process group, so stopping it stops vite too (npx starts vite as a child).
const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid!);
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);
server.on('exit', (code) => {
  if (code) throw new Error(`vite preview stopped (${code}): is port ${PORT} in use? Set BENCH_PORT.`);
});
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {
    if (tries > 100) throw new Error(`vite preview did not answer on ${base}/`);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json' });
    const { audits, categories } = result!.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
    const resources = (
      audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsKb: (resources?.find((r) => r.resourceType === 'script')?.transferSize ?? 0) / 1000,
    };
  } finally {
    await chrome.kill();
  }
}

const runs: Record<string, Run[]> = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
for (let round = 1; round <= ROUNDS; round++) {
  for (const [name, url] of Object.entries(pages)) {
    runs[name]!.push(await audit(url));
    process.stdout.write('.');
  }
}
process.stdout.write('\n');

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const referenceRuns = runs['static reference']!;
console.log(`Lighthouse ${ROUNDS}× per page, mobile preset, ${CHROMIUM}; each round audits every page once.`);
console.log('| page | score (runs) | FCP | LCP | TBT | CLS | JS transferred | LCP ÷ reference LCP (runs) |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [name, pageRuns] of Object.entries(runs)) {
  const ratios = pageRuns.map((run, i) => (run.lcp / referenceRuns[i]!.lcp).toFixed(2));
  const cells = [
    name,
    pageRuns.map((r) => r.score).join(', '),
    seconds(median(pageRuns.map((r) => r.fcp))),
    seconds(median(pageRuns.map((r) => r.lcp))),
    `${Math.round(median(pageRuns.map((r) => r.tbt)))} ms`,
    median(pageRuns.map((r) => r.cls)).toFixed(3),
    `${median(pageRuns.map((r) => r.jsKb)).toFixed(1)} kB`,
    ratios.join(', '),
  ];
  console.log(`| ${cells.join(' | ')} |`);
}
// The reference is the benchmark's, not the site's: it leaves the build.
rmSync(path.resolve('dist', REFERENCE_FILE));
rmSync(path.resolve('dist', `${REFERENCE_FILE}.gz`));
process.exit(0);
