import type { RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchGraphQL, REQUEST_TIMEOUT_MS } from '../../src/relay/fetchGraphQL.ts';
import {
  ConnectionError,
  GraphQLResponseError,
  ServerError,
  SessionEndedError,
  TimeoutError,
} from '../../src/relay/networkErrors.ts';

const params = {
  name: 'EntranceQuery',
  text: 'query EntranceQuery { countryDetails { country } }',
} as RequestParameters;
const context = () => ({ sessionId: 's', sourcePage: '/acquisition/', authToken: 'tok' });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.useRealTimers());

describe('fetchGraphQL', () => {
  it('POSTs operationName, variables and query with credentials to the endpoint', async () => {
    const fetchFn = vi.fn(async () => json({ data: { countryDetails: { country: 'DE' } } }));
    const result = await createFetchGraphQL({ endpoint: '/graphql', context, fetchFn })(params, { a: 1 });
    expect(result).toEqual({ data: { countryDetails: { country: 'DE' } } });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(init.body as string)).toEqual({
      operationName: 'EntranceQuery',
      variables: { a: 1 },
      query: params.text,
    });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('aborts after 30 s with Timeout exceeded', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchFn = vi.fn((_url: string, init: RequestInit) => {
      signal = init.signal!;
      return new Promise<Response>((_resolve, reject) =>
        signal!.addEventListener('abort', () => reject(signal!.reason)),
      );
    });
    const pending = createFetchGraphQL({ endpoint: '/graphql', context, fetchFn: fetchFn as typeof fetch })(params, {});
    const outcome = expect(pending).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    await expect(pending).rejects.toMatchObject({
      message: 'Timeout exceeded (30000 ms)',
      messageKey: 'errors.timeout',
      retryable: true,
    });
  });

  it('turns a refused connection into a retryable connection error', async () => {
    const fetchFn = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createFetchGraphQL({ endpoint: '/graphql', context, fetchFn })(params, {})).rejects.toMatchObject({
      constructor: ConnectionError,
      messageKey: 'errors.connection',
      retryable: true,
    });
  });

  it('joins GraphQL errors into one message', async () => {
    const fetchFn = vi.fn(async () => json({ errors: [{ message: 'First problem' }, { message: 'Second problem' }] }));
    const failure = createFetchGraphQL({ endpoint: '/graphql', context, fetchFn })(params, {});
    await expect(failure).rejects.toBeInstanceOf(GraphQLResponseError);
    await expect(failure).rejects.toThrow('First problem\nSecond problem');
  });

  it("keeps the errors' codes, so an action can tell a refused token from a failure", async () => {
    const refused = { message: 'The lobby token is not valid.', extensions: { code: 'UNAUTHENTICATED' } };
    const fetchFn = vi.fn(async () => json({ errors: [refused] }));
    const failure = (await createFetchGraphQL({ endpoint: '/graphql', context, fetchFn })(params, {}).catch(
      (error: unknown) => error,
    )) as GraphQLResponseError;
    expect(failure.hasCode('UNAUTHENTICATED')).toBe(true);
    expect(failure.hasCode('FORBIDDEN')).toBe(false);
  });

  it('signs out on a 401 to a request that carried the token, whatever the body, and says the session ended', async () => {
    for (const body of [json({ errors: [{ message: 'Token expired.' }] }, 401), new Response('', { status: 401 })]) {
      const onSessionEnded = vi.fn();
      const fetchFn = vi.fn(async () => body);
      const failure = createFetchGraphQL({ endpoint: '/graphql', context, fetchFn, onSessionEnded })(params, {});
      await expect(failure).rejects.toMatchObject({
        constructor: SessionEndedError,
        messageKey: 'account.sessionEnded',
        retryable: true,
      });
      expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('tok');
    }
  });

  it('takes a 401 to a request without a token for what it is: a server error, nobody signed out', async () => {
    const onSessionEnded = vi.fn();
    const fetchFn = vi.fn(async () => new Response('Unauthorized', { status: 401 }));
    const anonymous = () => ({ ...context(), authToken: undefined });
    const failure = createFetchGraphQL({ endpoint: '/graphql', context: anonymous, fetchFn, onSessionEnded });
    await expect(failure(params, {})).rejects.toBeInstanceOf(ServerError);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('reports an HTTP failure without GraphQL errors as a server error', async () => {
    const fetchFn = vi.fn(async () => new Response('Bad Gateway', { status: 502 }));
    await expect(createFetchGraphQL({ endpoint: '/graphql', context, fetchFn })(params, {})).rejects.toBeInstanceOf(
      ServerError,
    );
  });

  const html = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';
  it.each([
    ['a 500 in plain text', new Response('Internal Server Error', { status: 500 })],
    ["a proxy's 502 HTML page", new Response(html, { status: 502, headers: { 'content-type': 'text/html' } })],
    ['a 200 with malformed JSON', new Response('{"data": {"', { headers: { 'content-type': 'application/json' } })],
    ['a 200 without data', json({ data: null })],
  ])('tells the visitor of a technical issue, with a retry, for %s', async (_, response) => {
    const fetchFn = vi.fn(async () => response);
    await expect(createFetchGraphQL({ endpoint: '/graphql', context, fetchFn })(params, {})).rejects.toMatchObject({
      constructor: ServerError,
      messageKey: 'errors.technical',
      retryable: true,
    });
  });

  it('turns a connection dropped while the body comes into a connection error, not a broken body', async () => {
    const cutOff = new Response('{"data": {"countryDetails"', { headers: { 'content-type': 'application/json' } });
    vi.spyOn(cutOff, 'json').mockRejectedValue(new TypeError('network error'));
    const fetchFn = vi.fn(async () => cutOff);
    await expect(createFetchGraphQL({ endpoint: '/graphql', context, fetchFn })(params, {})).rejects.toMatchObject({
      constructor: ConnectionError,
      messageKey: 'errors.connection',
    });
  });

  it('says that a GraphQL error is a technical issue that retrying will not mend', async () => {
    const fetchFn = vi.fn(async () => json({ errors: [{ message: 'Upstream failed' }] }));
    await expect(createFetchGraphQL({ endpoint: '/graphql', context, fetchFn })(params, {})).rejects.toMatchObject({
      messageKey: 'errors.technical',
      retryable: false,
    });
  });
});
