// Requests that are not GraphQL requests: malformed and random bodies, wrong content types, methods, Accept headers,
// GET parameters, 3 MB bodies. Each is refused with a 4xx and a GraphQL error body, never a 5xx or a hang, and the
// server answers a normal query correctly afterwards.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createMockBackend } from '../../mock-server/backend.ts';
import { APP_ACCEPT, expectAnswered, expectRefused, postJson, send } from './support/fuzz-request.ts';

const unexpected: unknown[] = [];
const backend = createMockBackend({ logError: (error) => unexpected.push(error) });
afterAll(() => backend.close());

const NORMAL = JSON.stringify({ query: '{ countryDetails { country } }' });
const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  send(backend, { method: 'POST', headers: { accept: APP_ACCEPT, ...headers }, body });

const MALFORMED_BODIES: Record<string, BodyInit> = {
  'half an object': '{"query": ',
  'an empty body': '',
  'a NUL byte': '\u0000',
  'a byte order mark before the JSON': `\ufeff${NORMAL}`,
  'bytes that are not UTF-8': new Uint8Array([0xff, 0xfe, 0x7b, 0xc3, 0x28, 0x7d]),
  null: 'null',
  'a string': '"{ countryDetails { country } }"',
  'a number': '1e999',
  'a boolean': 'true',
  'an empty object': '{}',
  'a batch of two': `[${NORMAL},${NORMAL}]`,
  'a batch of 1,000': `[${Array.from({ length: 1000 }, () => NORMAL).join(',')}]`,
  'lists 40,000 deep': `${'['.repeat(40_000)}${']'.repeat(40_000)}`,
  'objects 10,000 deep': `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  'a numeric query': '{"query": 1}',
  'an object as query': '{"query": {"query": "{ countryDetails { country } }"}}',
  'variables as a string': '{"query": "{ countryDetails { country } }", "variables": "{}"}',
  'variables as a list': '{"query": "{ countryDetails { country } }", "variables": [1]}',
  'operationName as a number': '{"query": "{ countryDetails { country } }", "operationName": 5}',
  'an unknown operationName': '{"query": "{ countryDetails { country } }", "operationName": "nope"}',
  'extensions as a string': '{"query": "{ countryDetails { country } }", "extensions": "x"}',
  'an unknown parameter': '{"query": "{ countryDetails { country } }", "unknown": 1}',
  'a __proto__ parameter': '{"query": "{ countryDetails { country } }", "__proto__": {"polluted": "yes"}}',
  'a query that is not GraphQL': '{"query": "SELECT * FROM users"}',
};

describe('request bodies', () => {
  it.each(Object.entries(MALFORMED_BODIES))('refuses %s', async (name, body) => {
    expectRefused(await post(body), name);
  });

  it('refuses random strings, random JSON and cut-off requests', async () => {
    const bodies = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 500 }),
      fc.json({ maxDepth: 4 }),
      fc.nat(NORMAL.length - 1).map((end) => NORMAL.slice(0, end)),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => expectRefused(await post(body), body.slice(0, 80))),
      {
        numRuns: 300,
      },
    );
  });

  it('answers 413 with an error body to 3 MB, declared or streamed', async () => {
    const huge = JSON.stringify({ query: NORMAL, variables: { x: 'x'.repeat(3 * 1024 * 1024) } });
    expect(huge.length).toBeGreaterThan(3_000_000);
    const declared = await post(huge);
    const streamed = await send(backend, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: APP_ACCEPT },
      body: new Blob([huge]).stream(),
      duplex: 'half',
    } as RequestInit);
    for (const answer of [declared, streamed]) {
      expect(answer.status).toBe(413);
      expectRefused(answer, '3 MB');
    }
  });
});

describe('the envelope', () => {
  it.each(['text/plain', 'application/xml', 'a/b/c;;;', 'multipart/form-data; boundary=x', 'application/graphql'])(
    'refuses the content type %s',
    async (contentType) => expectRefused(await post(NORMAL, { 'content-type': contentType }), contentType),
  );

  it('refuses a body without a content type', async () => {
    expectRefused(await post(NORMAL, {}), 'no content type');
  });

  it.each(['PUT', 'DELETE', 'PATCH', 'HEAD'])('refuses the method %s', async (method) => {
    expectRefused(await send(backend, { method, headers: { accept: APP_ACCEPT } }), method);
  });

  it.each(['text/html', 'image/png', 'garbage;;;q=x'])('refuses the Accept %s', async (accept) => {
    const answer = await postJson(backend, NORMAL, {}, accept);
    expect(answer.status).toBe(406);
    expectErrorBodyOnly(answer);
  });

  it.each(['*/*', ''])('answers the Accept "%s" as application/json', async (accept) => {
    expectAnswered(await postJson(backend, NORMAL, {}, accept), accept);
  });

  const GET_PARAMS = {
    'variables that are not JSON': 'query={countryDetails{country}}&variables=notjson',
    'extensions that are not JSON': 'query={countryDetails{country}}&extensions=[',
    'a query that is not GraphQL': 'query=%25ZZ',
    'a mutation': 'query=mutation{logIn(input:{email:"a",password:"b"}){token}}',
    'no query': 'variables={}',
  };
  it.each(Object.entries(GET_PARAMS))('refuses a GET with %s', async (name, params) => {
    const answer = await send(backend, { headers: { accept: APP_ACCEPT } }, `http://app.test/graphql?${params}`);
    expectRefused(answer, name);
  });

  it('refuses a urlencoded POST whose variables are not JSON', async () => {
    const body = 'query={countryDetails{country}}&variables={';
    expectRefused(await post(body, { 'content-type': 'application/x-www-form-urlencoded' }), 'urlencoded');
  });
});

function expectErrorBodyOnly(answer: Awaited<ReturnType<typeof send>>) {
  expect(answer.json?.errors?.[0]?.message).toBeTypeOf('string');
}

describe('afterwards', () => {
  it('answers a normal query, logged no unexpected error and polluted no prototype', async () => {
    const answer = await post(NORMAL);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ data: { countryDetails: { country: 'DE' } } });
    expect(unexpected).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
