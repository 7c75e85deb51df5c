// Random values (fast-check) at random argument paths of the app's operations, and random variables the
// operations do not declare, with either Accept the spec names: the same promises as the fixed hostile values.
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { createMockBackend } from '../../mock-server/backend.ts';
import { appOperations } from './support/app-operations.ts';
import { APP_ACCEPT, expectAnswered, expectRefused, postJson } from './support/fuzz-request.ts';
import { acceptedBy, argumentPaths, variablesWith } from './support/hostile-values.ts';

const unexpected: unknown[] = [];
const backend = createMockBackend({ logError: (error) => unexpected.push(error) });
afterAll(() => backend.close());

const operations = appOperations.filter((operation) => operation.kind !== 'subscription');
const withPaths = operations.filter((operation) => argumentPaths(operation).length > 0);
const ACCEPTS = [APP_ACCEPT, 'application/json', 'application/graphql-response+json'];

/** Any JSON, strings of any code points (lone surrogates too) and numbers at the edges included. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(0, -0, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e-300),
);

const placed = fc.constantFrom(...withPaths).chain((operation) =>
  fc.record({
    operation: fc.constant(operation),
    path: fc.constantFrom(...argumentPaths(operation).map(({ path }) => path)),
    value: anyValue,
    accept: fc.constantFrom(...ACCEPTS),
  }),
);

it('answers random values at random argument paths without a 5xx, a hang or a crash', async () => {
  await fc.assert(
    fc.asyncProperty(placed, async ({ operation, path, value, accept }) => {
      const variables = variablesWith(operation, path, value);
      const label = `${operation.name} ${path.join('.')} = ${JSON.stringify(value)?.slice(0, 80)} (${accept})`;
      const answer = await postJson(backend, { query: operation.query, variables }, operation.headers, accept);
      if (acceptedBy(operation, variables)) expectAnswered(answer, label);
      else expectRefused(answer, label, accept);
    }),
    { numRuns: 400 },
  );
}, 60_000); // far above its ~2 s: a loaded machine must not fail it

it('ignores variables an operation does not declare, whatever their names and values', async () => {
  const undeclared = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 20 }).filter((name) => !name.startsWith('__')),
    anyValue,
    { minKeys: 1, maxKeys: 5 },
  );
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...operations), undeclared, async (operation, extra) => {
      const declared = new Set(operation.variables.map((v) => v.name));
      const variables = { ...Object.fromEntries(Object.entries(extra).filter(([k]) => !declared.has(k))) };
      Object.assign(variables, operation.validVariables);
      const answer = await postJson(backend, { query: operation.query, variables }, operation.headers);
      expectAnswered(answer, `${operation.name} with ${JSON.stringify(extra).slice(0, 120)}`);
      expect(answer.status).toBe(200);
    }),
    { numRuns: 150 },
  );
}, 60_000);

it('logged no unexpected error', () => {
  expect(unexpected).toEqual([]);
});
