// The benchmark's table, and issue 26's goal per page: 100 in every run, median TBT ≤ 50 ms, median main-thread
// work ≤ 1 s, median LCP ≤ 1.25× the median LCP of the page's own HTML without scripts.
import type { Run } from './audit.ts';

export const GOAL = { score: 100, tbt: 50, mainThread: 1000, lcpRatio: 1.25 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const span = (values: number[], format: (v: number) => string) =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
const ms = (v: number) => `${Math.round(v)}`;

export function report(runs: Map<string, { page: Run[]; reference: Run[] }>): string {
  const lines = [
    '| page | scores | TBT ms | main thread ms | script eval ms | LCP | reference LCP | LCP ratio | CLS | JS kB | goal |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [name, { page, reference }] of runs) {
    const of = (key: Exclude<keyof Run, 'details'>, runs = page) => runs.map((run) => run[key]);
    const ratio = median(of('lcp')) / median(of('lcp', reference));
    const missed = [
      of('score').some((score) => score < GOAL.score) && 'score',
      median(of('tbt')) > GOAL.tbt && 'TBT',
      median(of('mainThread')) > GOAL.mainThread && 'main thread',
      ratio > GOAL.lcpRatio && 'LCP',
    ].filter(Boolean);
    const cells = [
      name,
      of('score').join(' '),
      span(of('tbt'), ms),
      span(of('mainThread'), ms),
      ms(median(of('scriptEvaluation'))),
      span(of('lcp'), seconds),
      seconds(median(of('lcp', reference))),
      ratio.toFixed(2),
      median(of('cls')).toFixed(3),
      median(of('jsKb')).toFixed(1),
      missed.length ? `missed: ${missed.join(', ')}` : 'met',
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** V8's major GCs over a page's runs: how many had one, the main thread's time in them and when they began. */
function majorGcLine(page: Run[]): string {
  const collected = page.map((run) => run.details.majorGc).filter((gc) => gc.duration > 0);
  if (!collected.length) return `in none of ${page.length} runs`;
  const duration = span(
    collected.map((gc) => gc.duration),
    (v) => v.toFixed(1),
  );
  const start = span(
    collected.map((gc) => gc.start),
    ms,
  );
  return `in ${collected.length} of ${page.length} runs: ${duration} ms unthrottled, from ${start} ms after navigation`;
}

const file = (url: string) => url.replace(/^.*\//, '') || url;

/** Per page, the long tasks and the scripts' evaluation of its median run by TBT, and V8's major GCs in every run:
 * where to look next. */
export function details(runs: Map<string, { page: Run[] }>): string {
  return [...runs]
    .map(([name, { page }]) => {
      const run = [...page].sort((a, b) => a.tbt - b.tbt)[Math.floor(page.length / 2)]!;
      const tasks = run.details.longTasks.map((t) => `${file(t.url)} ${Math.round(t.duration)}`).join(', ');
      const scripts = run.details.scripts.map((s) => `${file(s.url)} ${Math.round(s.scripting)}`).join(', ');
      const groups = run.details.groups.map((g) => `${g.group} ${Math.round(g.duration)}`).join(', ');
      return [
        `${name} (TBT ${Math.round(run.tbt)} ms)`,
        `  long tasks (ms): ${tasks}`,
        `  scripting (ms): ${scripts}`,
        `  main thread (ms): ${groups}`,
        `  major GC: ${majorGcLine(page)}`,
      ].join('\n');
    })
    .join('\n');
}
