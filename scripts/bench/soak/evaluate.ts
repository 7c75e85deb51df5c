/** The soak's verdicts, apart from running it: what counts as an error, and whether the memory stayed flat. */

export interface MemorySample {
  atSeconds: number;
  rss: number;
  heapUsed: number;
}

export interface ErrorTally {
  /** Connection errors and timeouts (autocannon's `errors`). */
  transport: number;
  non2xx: number;
  /** Answers with a GraphQL `errors` list, or a body that is not JSON. */
  graphql: number;
}

export const errorTotal = (tally: ErrorTally): number => tally.transport + tally.non2xx + tally.graphql;

/** issue 27: memory at the end within 30% of memory at 10 s. */
export const MEMORY_TOLERANCE = 0.3;

export interface MemoryVerdict {
  rssGrowth: number;
  heapGrowth: number;
  met: boolean;
}

/** Growth from the early sample to the late one, each of RSS and heap used; met when neither grew past tolerance. */
export function memoryVerdict(early: MemorySample, late: MemorySample, tolerance = MEMORY_TOLERANCE): MemoryVerdict {
  const rssGrowth = late.rss / early.rss - 1;
  const heapGrowth = late.heapUsed / early.heapUsed - 1;
  const within = (after: number, before: number) => after <= before * (1 + tolerance);
  return { rssGrowth, heapGrowth, met: within(late.rss, early.rss) && within(late.heapUsed, early.heapUsed) };
}

/** What a response body says, for the tally: a GraphQL error (or no JSON at all), or the operation's payload. */
export function graphqlPayload(body: string): { error: boolean; data: Record<string, unknown> | undefined } {
  try {
    const parsed = JSON.parse(body) as { data?: Record<string, unknown> | null; errors?: unknown[] };
    const error = Array.isArray(parsed.errors) && parsed.errors.length > 0;
    return { error: error || !parsed.data, data: parsed.data ?? undefined };
  } catch {
    return { error: true, data: undefined };
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percent = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)}%`;

export function memoryLines(samples: readonly MemorySample[], early: MemorySample, late: MemorySample): string[] {
  const verdict = memoryVerdict(early, late);
  const timeline = samples.map((s) => `${s.atSeconds} s ${mb(s.rss)} / ${mb(s.heapUsed)}`).join(', ');
  return [
    `memory        RSS / heap used after a full GC: ${timeline}`,
    `              at ${late.atSeconds} s vs ${early.atSeconds} s: RSS ${percent(verdict.rssGrowth)}, heap used ${percent(verdict.heapGrowth)}`,
    `goal          memory at ${late.atSeconds} s within ${MEMORY_TOLERANCE * 100}% of memory at ${early.atSeconds} s: ${verdict.met ? 'met' : 'missed'}`,
  ];
}
