// The app's subscriptions go over WebSocket (graphql-ws): every argument path takes every hostile value there too.
// Each is answered on the same socket, with an error message for the operation, never a hang or a closed socket;
// the socket then still follows a real registration.
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appOperations } from './support/app-operations.ts';
import { registerUntilPending } from './support/flows.ts';
import { DEADLINE_MS } from './support/fuzz-request.ts';
import { argumentPaths, HOSTILE_VALUES, variablesWith } from './support/hostile-values.ts';
import { useRunningMockServer } from './support/running-server.ts';

const unexpected: unknown[] = [];
const server = useRunningMockServer({ logError: (error) => unexpected.push(error) });
const subscriptions = appOperations.filter((operation) => operation.kind === 'subscription');

let client: Client;
let closed = 0;
beforeAll(() => {
  client = createClient({
    url: `${server().url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: false, // one socket for all: a refusal that closed it would show
    on: { closed: () => void (closed += 1) },
  });
});
afterAll(() => client.dispose());

/** The first message of a subscription: its data, or the errors it was refused with. */
async function firstMessage(query: string, variables: Record<string, unknown>) {
  const iterator = client.iterate({ query, variables });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no message within ${DEADLINE_MS} ms`)), DEADLINE_MS);
  });
  try {
    const next = await Promise.race([iterator.next(), deadline]);
    return { data: next.value?.data as unknown, errors: next.value?.errors as unknown[] | undefined };
  } catch (errors) {
    if (!Array.isArray(errors)) throw errors;
    return { data: undefined, errors: errors as { message: string }[] };
  } finally {
    clearTimeout(timer);
    await iterator.return?.();
  }
}

describe.each(subscriptions.map((operation) => [operation.name, operation] as const))('%s', (_, operation) => {
  it('takes every hostile value at every argument path on one socket', { timeout: 30_000 }, async () => {
    for (const { path } of argumentPaths(operation)) {
      for (const [name, value] of HOSTILE_VALUES) {
        const label = `${path.join('.')} = ${name}`;
        const { data, errors } = await firstMessage(operation.query, variablesWith(operation, path, value));
        expect(data ?? null, label).toBeNull(); // no registration has a hostile id
        expect(errors?.length, label).toBeGreaterThan(0);
        for (const error of errors ?? []) expect((error as { message: string }).message, label).toBeTypeOf('string');
        expect(JSON.stringify(errors), label).not.toContain('Unexpected error.');
      }
    }
    expect(closed, 'the socket stayed open').toBe(0);
  });

  it('then follows a real registration on the same socket', async () => {
    const { registrationId } = await registerUntilPending(server().url, 'fuzzed.socket@mock.test');
    const [variable] = operation.variables;
    const { data } = await firstMessage(operation.query, { [variable!.name]: registrationId });
    expect(JSON.stringify(data)).toContain('PENDING_ACTIVATION');
    expect(closed).toBe(0);
    expect(unexpected).toEqual([]);
  });
});
