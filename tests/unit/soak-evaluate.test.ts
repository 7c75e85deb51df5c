// The soak benchmark's verdicts (scripts/bench/soak/evaluate.ts): what counts as an error, when memory stayed flat.
import { describe, expect, it } from 'vitest';
import {
  errorTotal,
  graphqlPayload,
  MEMORY_TOLERANCE,
  memoryLines,
  memoryVerdict,
} from '../../scripts/bench/soak/evaluate.ts';

const sample = (atSeconds: number, rss: number, heapUsed: number) => ({ atSeconds, rss, heapUsed });

describe('memoryVerdict', () => {
  it('is met when neither RSS nor heap grew past the tolerance, a shrink included', () => {
    const early = sample(10, 100, 50);
    expect(memoryVerdict(early, sample(60, 100 * (1 + MEMORY_TOLERANCE), 50)).met).toBe(true);
    expect(memoryVerdict(early, sample(60, 80, 40)).met).toBe(true);
  });

  it('is missed when either grew past it', () => {
    const early = sample(10, 100, 50);
    expect(memoryVerdict(early, sample(60, 100 * (1 + MEMORY_TOLERANCE) + 1, 50)).met).toBe(false);
    const heapGrew = memoryVerdict(early, sample(60, 100, 50 * (1 + MEMORY_TOLERANCE) + 1));
    expect(heapGrew.met).toBe(false);
    expect(heapGrew.heapGrowth).toBeGreaterThan(MEMORY_TOLERANCE);
  });

  it('prints the verdict in words', () => {
    const lines = memoryLines(
      [sample(10, 2 ** 20, 2 ** 20), sample(60, 2 ** 21, 2 ** 20)],
      sample(10, 2 ** 20, 2 ** 20),
      sample(60, 2 ** 21, 2 ** 20),
    );
    expect(lines.at(-1)).toMatch(/at 60 s within 30% of memory at 10 s: missed$/);
    expect(lines.join('\n')).toContain('RSS +100.0%');
  });
});

describe('what counts as an error', () => {
  it('counts transport errors, non-2xx answers and GraphQL errors alike', () => {
    expect(errorTotal({ transport: 1, non2xx: 2, graphql: 3 })).toBe(6);
    expect(errorTotal({ transport: 0, non2xx: 0, graphql: 0 })).toBe(0);
  });

  it('takes an answer with data and no errors as a payload, anything else as a GraphQL error', () => {
    expect(graphqlPayload('{"data":{"logIn":{"token":null,"error":"INVALID_CREDENTIALS"}}}')).toEqual({
      error: false,
      data: { logIn: { token: null, error: 'INVALID_CREDENTIALS' } },
    });
    expect(graphqlPayload('{"errors":[{"message":"x"}],"data":{"logIn":null}}').error).toBe(true);
    expect(graphqlPayload('{"data":null}').error).toBe(true);
    expect(graphqlPayload('<html>502 Bad Gateway</html>').error).toBe(true);
  });
});
