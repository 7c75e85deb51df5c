// npm run bench:soak — a benchmark, not a test: the mock backend in a child process (npm run mock's entry, with a
// probe that reports its memory), SOAK_CONNECTIONS connections for SOAK_SECONDS over the app's code checks, submits
// and log-ins (requests.ts), 2 s longer so the last memory sample is under load too. Prints requests, errors,
// latency, throughput and the child's memory every 10 s, and whether issue 27's goals hold: no error, memory at the
// end within 30% of memory at 10 s. Exits 1 when one fails.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { errorTotal, memoryLines, memoryVerdict, type ErrorTally, type MemorySample } from './evaluate.ts';
import { MIX, soakRequests, tally } from './requests.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const SAMPLE_EVERY_S = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10);
const PORT = process.env.SOAK_PORT ?? '0'; // 0: a free port

// Every seeded code has invitations enough for every submit to register someone.
const server = spawn(
  process.execPath,
  ['--expose-gc', '--import', 'tsx', '--import', './scripts/bench/soak/memoryProbe.ts', 'mock-server/index.ts'],
  {
    env: { ...process.env, PORT, MOCK_SEED_INVITATIONS: String(1e9), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  },
);
process.on('exit', () => server.kill());
const url = await new Promise<string>((resolve, reject) => {
  server.stdout!.on('data', (chunk: Buffer) => {
    const found = /on (http:\/\/[^:]+:\d+)/.exec(chunk.toString());
    if (found) resolve(found[1]!);
  });
  server.on('exit', (code) => reject(new Error(`the mock backend stopped (${code}): is SOAK_PORT ${PORT} in use?`)));
});

let asked: Promise<unknown> = Promise.resolve();
/** The child's memory; one question at a time, so each reply answers its own. */
function memory(atSeconds: number): Promise<MemorySample> {
  const answer = asked.then(async () => {
    server.send('memory');
    const [reply] = (await once(server, 'message')) as [{ rss: number; heapUsed: number }];
    return { atSeconds, ...reply };
  });
  asked = answer;
  return answer;
}

console.log(`soak: ${CONNECTIONS} connections for ${SECONDS} s against ${url} (pid ${server.pid}); ${MIX}`);
// Sampled while the load runs (the last too: the load goes on 2 s past it), every SAMPLE_EVERY_S and at SECONDS.
const times = [
  ...Array.from({ length: Math.ceil(SECONDS / SAMPLE_EVERY_S) - 1 }, (_, i) => (i + 1) * SAMPLE_EVERY_S),
  SECONDS,
];
const sampled = times.map(
  (at) => new Promise<MemorySample>((resolve) => setTimeout(() => resolve(memory(at)), at * 1000)),
);
const result = await autocannon({
  url: `${url}/graphql`,
  connections: CONNECTIONS,
  duration: SECONDS + 2,
  headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
  requests: soakRequests(),
});
const samples = await Promise.all(sampled);

const errors: ErrorTally = { transport: result.errors, non2xx: result.non2xx, graphql: tally.graphqlErrors };
const [early, late] = [samples[0]!, samples.at(-1)!];
const n = (value: number) => value.toLocaleString('en');
console.log(
  [
    `requests      ${n(result.requests.total)} in ${result.duration} s: ${n(Math.round(result.requests.average))}/s, ${(result.throughput.average / 1024 / 1024).toFixed(2)} MB/s`,
    `errors        ${errorTotal(errors)} (transport ${errors.transport}, timeouts ${result.timeouts}, non-2xx ${errors.non2xx}, GraphQL ${errors.graphql})`,
    `submits       ${n(tally.registered)} registered, ${n(tally.submitsRefused)} refused`,
    `log-ins       ${n(tally.signedIn)} signed in, ${n(tally.logInsRefused)} refused`,
    `latency       p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    ...memoryLines(samples, early, late),
  ].join('\n'),
);
const passed = errorTotal(errors) === 0 && tally.submitsRefused === 0 && memoryVerdict(early, late).met;
server.kill();
process.exit(passed ? 0 : 1);
