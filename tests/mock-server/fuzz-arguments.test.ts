// Every argument of every operation the app sends (its Relay artifacts), at every path (input fields, list items),
// takes every hostile value: GraphQL refuses what does not fit the type with a 4xx error body before any resolver
// runs; what fits is answered (a problem, a limit, an error with a code), never with a 5xx, a hang or a crash.
import { afterAll, describe, expect, it } from 'vitest';
import { createMockBackend } from '../../mock-server/backend.ts';
import { appOperations, type AppOperation } from './support/app-operations.ts';
import { expectAnswered, expectRefused, postJson } from './support/fuzz-request.ts';
import { acceptedBy, argumentPaths, HOSTILE_VALUES, variablesWith } from './support/hostile-values.ts';

const unexpected: unknown[] = [];
const backend = createMockBackend({ logError: (error) => unexpected.push(error) });
afterAll(() => backend.close());

// Subscriptions go over WebSocket in the app (fuzz-subscription.test.ts); over HTTP they answer 406.
const operations = appOperations.filter((operation) => operation.kind !== 'subscription');
const request = (operation: AppOperation, variables: Record<string, unknown>) => ({
  query: operation.query,
  variables,
});

describe.each(operations.map((operation) => [operation.name, operation] as const))('%s', (_, operation) => {
  it('answers its well-typed request', async () => {
    const answer = await postJson(backend, request(operation, operation.validVariables), operation.headers);
    expect(answer.status).toBe(200);
    expect(answer.json?.data).toBeTypeOf('object');
  });

  const paths = argumentPaths(operation);
  it.each(paths.map(({ path }) => [path.join('.'), path] as const))('%s takes every hostile value', async (_, path) => {
    for (const [name, value] of HOSTILE_VALUES) {
      const variables = variablesWith(operation, path, value);
      const label = `${operation.name} ${path.join('.')} = ${name}`;
      const answer = await postJson(backend, request(operation, variables), operation.headers);
      if (acceptedBy(operation, variables)) expectAnswered(answer, label);
      else expectRefused(answer, label);
    }
  });

  it('refuses ill-typed variables with 200 and errors for an application/json client', async () => {
    const [path] = paths;
    if (!path) return; // no variables: nothing to mistype
    const variables = variablesWith(operation, path.path, { not: ['a', 'scalar'] });
    const answer = await postJson(backend, request(operation, variables), operation.headers, 'application/json');
    expectRefused(answer, `${operation.name} as application/json`, 'application/json');
  });
});

describe('after the fuzzing', () => {
  it('logged no unexpected error and polluted no prototype', () => {
    expect(unexpected).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('answers the app’s operations as a fresh backend does', async () => {
    const fresh = createMockBackend({ logError: () => undefined });
    for (const name of ['RegistrationPageQuery', 'checkRegistrationCodeQuery', 'SignedInCheckQuery']) {
      const operation = operations.find((o) => o.name === name)!;
      const body = request(operation, operation.validVariables);
      const [after, reference] = await Promise.all([postJson(backend, body), postJson(fresh, body)]);
      expect(after.status, name).toBe(200);
      expect(after.json, name).toEqual(reference.json);
    }
    await fresh.close();
  });
});
