// Every catalogue scenario, replayed with its ready request over a real WebSocket (graphql-ws client),
// with the request's headers in connection-init as the app sends them.
import { createClient, type Client } from 'graphql-ws';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { scenarios } from './support/catalogue.ts';
import { valueAtPath } from './support/graphql-http.ts';
import { useRunningMockServer } from './support/running-server.ts';

const SLOW_ANSWER_MS = 300;
const server = useRunningMockServer({ slowAnswerMs: SLOW_ANSWER_MS });
let client: Client | undefined;
afterEach(async () => client?.dispose());

function connect(connectionParams: Record<string, string> = {}): Client {
  client = createClient({
    url: `${server().url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
  });
  return client;
}

describe('each scenario replayed with its ready request over WebSocket', () => {
  it.each(scenarios.map((s) => [s.id, s] as const))('%s', async (_, scenario) => {
    const { query, variables, headers } = scenario.request;
    const answer = connect(headers).iterate({ query, variables }).next();
    if (scenario.produces === 'NetworkFailure') {
      await expect(answer).rejects.toBeDefined(); // the socket is dropped, as the HTTP connection is
      return;
    }
    const started = performance.now();
    const { value } = await answer;
    if (scenario.produces === 'Timeout') {
      expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_ANSWER_MS - 5);
      return;
    }
    expect(valueAtPath(value, scenario.expect!.path), JSON.stringify(value)).toEqual(scenario.expect!.equals);
  });
});

describe('bad operations over WebSocket are answered, the socket stays open', () => {
  it('a syntax error and an unknown X-Mock-Scenario are errors of their operation', async () => {
    const socket = connect({ 'X-Mock-Scenario': 'no-such-scenario' });
    await expect(socket.iterate({ query: '{ viewer { email ' }).next()).rejects.toEqual([
      expect.objectContaining({ message: expect.stringContaining('Syntax Error') }),
    ]);
    await expect(socket.iterate({ query: '{ viewer { email } }' }).next()).rejects.toEqual([
      expect.objectContaining({ message: expect.stringContaining('no-such-scenario') }),
    ]);
  });

  it('a message over the body size limit closes the socket with 1009', async () => {
    const socket = new WebSocket(`${server().url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve) => socket.on('open', resolve));
    const closed = new Promise<number>((resolve) => socket.on('close', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(200 * 1024) } }));
    expect(await closed).toBe(1009);
  });
});
