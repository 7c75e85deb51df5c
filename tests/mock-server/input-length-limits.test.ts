// The SDL's length limits ("At most N characters (longer: X)"), enforced by the mock backend: each limit, found in the
// SDL and put into the catalogue's happy-path request that carries it, passes at N characters and gets X at N + 1
// (BAD_USER_INPUT: a 400 with a GraphQL error, before the call runs; otherwise the problem the call answers).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '../../mock-server/__generated__/scenarioCatalogue.ts';
import { PATHS } from '../../mock-server/base/paths.ts';
import {
  lengthLimits,
  REFUSED_BEFORE_THE_CALL,
  type LengthLimit,
} from '../../mock-server/graphql/inputLengthLimits.ts';
import { scenarios } from './support/catalogue.ts';
import { postGraphql, type GraphqlAnswer } from './support/graphql-http.ts';
import { inputPlaces, valueAt, withValueAt, type VariablePath } from './support/inputPaths.ts';
import { useRunningMockServer } from './support/running-server.ts';
import { enumValues, sdlSchema } from './support/sdl.ts';

const server = useRunningMockServer();
const limits = lengthLimits(sdlSchema);

/** A happy-path request of the catalogue holding this input in its variables, and where. */
function requestWith({ coordinate }: LengthLimit): { request: MockRequest; path: VariablePath } {
  for (const { request } of scenarios.filter((s) => s.kind === 'success')) {
    const variables = request.variables as Record<string, unknown>;
    const place = inputPlaces(sdlSchema, request.query, variables).find((p) => p.coordinate === coordinate);
    if (place) return { request, path: place.path };
  }
  throw new Error(`No happy-path request of mock-server/scenarios.json carries ${coordinate}: add one.`);
}

/** The request with its value lengthened to n characters by spaces before it (which the rules trim). */
function lengthened({ request, path }: ReturnType<typeof requestWith>, n: number): MockRequest {
  const value = String(valueAt(request.variables, path));
  const variables = withValueAt(request.variables as Record<string, unknown>, path, value.padStart(n, ' '));
  return { ...request, variables };
}

/** Every problem reason anywhere in an answer's data. */
const reasonsIn = (data: unknown): string[] =>
  data === null || typeof data !== 'object'
    ? []
    : Object.entries(data).flatMap(([key, value]) =>
        key === 'reason' && typeof value === 'string' ? [value] : reasonsIn(value),
      );

/** Whether the answer is what a value past this limit gets. */
function refusedForLength(answer: GraphqlAnswer, limit: LengthLimit): boolean {
  if (limit.longer !== REFUSED_BEFORE_THE_CALL) return reasonsIn(answer.body.data).includes(limit.longer);
  const codes = (answer.body.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
  return answer.status === 400 && codes.includes(REFUSED_BEFORE_THE_CALL);
}

describe('the SDL states its length limits one way', () => {
  it('each with a known answer: BAD_USER_INPUT or a problem type of the contract', () => {
    expect(limits.length).toBeGreaterThan(0);
    const answers = [REFUSED_BEFORE_THE_CALL, ...enumValues('RegistrationProblemReason')];
    for (const limit of limits) expect(answers, limit.coordinate).toContain(limit.longer);
  });

  it('in the one phrase the mock reads (a limit written otherwise would be lost)', () => {
    const sdl = readFileSync(PATHS.graphqlSchema, 'utf8');
    const described = [...sdl.matchAll(/at most \d+ characters[^\n]*/gi)].map((m) => m[0]);
    expect(described).toHaveLength(limits.length);
  });
});

describe.each(limits.map((limit) => [limit.coordinate, limit] as const))('%s', (_, limit) => {
  it(`takes ${limit.max} characters and answers ${limit.longer} to ${limit.max + 1}, then works on`, async () => {
    const { url } = server();
    const carrier = requestWith(limit);
    const over = await postGraphql(url, lengthened(carrier, limit.max + 1));
    expect(refusedForLength(over, limit), JSON.stringify(over.body)).toBe(true);
    if (limit.longer === REFUSED_BEFORE_THE_CALL) {
      // The coordinate refused may be another that the same variable feeds first (a request, then a verify).
      const messages: string[] = over.body.errors.map((e: { message: string }) => e.message);
      expect(messages.some((m) => m.endsWith(` takes at most ${limit.max} characters.`))).toBe(true);
    }
    const at = await postGraphql(url, lengthened(carrier, limit.max));
    expect(at.status).toBe(200);
    expect(refusedForLength(at, limit), JSON.stringify(at.body)).toBe(false);
  });
});
