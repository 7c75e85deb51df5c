// npm run bench:lighthouse — a benchmark, not a test: builds, serves the build as a deployment would (vite
// preview: br/gzip, CSP, the mock backend) and runs Lighthouse (mobile preset, Debian's Chromium) on each page
// below and on that page's reference (its HTML without scripts, same server, same round), ROUNDS times. Prints
// each page's scores and medians, its LCP against its reference's, and whether it meets issue 26's goal.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { appConfig } from '../../../src/config/appConfig.ts';
import { audit, type Run } from './audit.ts';
import { removeReferences, writeReferences } from './references.ts';
import { details, report } from './report.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const base = `http://localhost:${PORT}${appConfig.basePath}`;
// The lobby's token: the one QA opens it with (mock-server/scenarios.json, waiting-list-joined).
const catalogue = JSON.parse(readFileSync('mock-server/scenarios.json', 'utf8')) as {
  scenarios: { id: string; trigger: { value: string } }[];
};
const LOBBY_TOKEN = catalogue.scenarios.find((s) => s.id === 'waiting-list-joined')!.trigger.value;

const pages: Record<string, string> = {
  'landing /': `${base}/`,
  'registration form /MOCK-VALID': `${base}/MOCK-VALID`,
  'entrance /entrance': `${base}/entrance`,
  'membership application': `${base}/membership-interest/apply`,
  'lobby (with a token)': `${base}/lobby?token=${LOBBY_TOKEN}`,
};
const only = process.env.BENCH_PAGES; // e.g. BENCH_PAGES=registration: the pages whose name contains it
const chosen = Object.entries(pages).filter(([name]) => !only || name.includes(only));

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

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
process.on('exit', () => (removeReferences(), stopServer()));
server.on('exit', (code) => {
  if (code) throw new Error(`vite preview stopped (${code}): is port ${PORT} in use? Set BENCH_PORT.`);
});
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch (error) {
    // The fetch standard blocks some ports (4190 among them): no server there would ever answer.
    if ((error as { cause?: Error }).cause?.message === 'bad port')
      throw new Error(`fetch refuses port ${PORT}: set another BENCH_PORT.`);
    if (tries > 100) throw new Error(`vite preview did not answer on ${base}/`);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const references = await writeReferences(base, Object.fromEntries(chosen));
const runs = new Map(chosen.map(([name]) => [name, { page: [] as Run[], reference: [] as Run[] }]));
for (let round = 1; round <= ROUNDS; round++) {
  for (const [name, url] of chosen) {
    runs.get(name)!.reference.push(await audit(references[name]!, CHROMIUM));
    runs.get(name)!.page.push(await audit(url, CHROMIUM));
    process.stdout.write('.');
  }
}
process.stdout.write('\n');

const machine = `${cpus().length}× ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB`;
console.log(`Lighthouse ${ROUNDS}× per page and reference, mobile preset, ${CHROMIUM}, on ${machine}.`);
console.log(report(runs));
if (process.argv.includes('--details')) console.log(details(runs));
process.exit(0);
