// Hostile query shapes: deep, wide, nested literals, many aliases, directives, operations and variables, fragment
// cycles; answers that would grow with the request; and the largest bodies over a real socket. Each is refused with
// a 4xx and a GraphQL error body, never a 5xx or a hang, and the server answers normally afterwards.
import { afterAll, describe, expect, it } from 'vitest';
import { createMockBackend } from '../../mock-server/backend.ts';
import { MAX_ERROR_MESSAGE } from '../../mock-server/graphql/boundedErrorMessages.ts';
import { LIMITS } from '../../mock-server/graphql/hardeningPlugins.ts';
import { DEADLINE_MS, expectRefused, postJson } from './support/fuzz-request.ts';
import { useRunningMockServer } from './support/running-server.ts';

const unexpected: unknown[] = [];
const backend = createMockBackend({ logError: (error) => unexpected.push(error) });
afterAll(() => backend.close());

const times = (n: number, item: (i: number) => string, separator = ' ') =>
  Array.from({ length: n }, (_, i) => item(i)).join(separator);
const nestedField = (depth: number) => `{ ${times(depth, () => 'a {')} b ${'} '.repeat(depth)}}`;

const SHAPES: Record<string, string> = {
  'fields 15,000 deep': nestedField(15_000),
  'a selection just past the depth limit': `{ __type(name: "Query") { ${'ofType { '.repeat(LIMITS.depth)} name ${'} '.repeat(LIMITS.depth)} } }`,
  'a list literal 3,000 deep': `{ registrationCodeDetails(registrationCode: ${'['.repeat(3000)}"x"${']'.repeat(3000)}) { inviterName } }`,
  'an object literal 1,400 deep': `{ registrationCodeDetails(registrationCode: ${'{a: '.repeat(1400)}"x"${'}'.repeat(1400)}) { inviterName } }`,
  'a variable type 2,000 lists deep': `query ($a: ${'['.repeat(2000)}String${']'.repeat(2000)}) { __typename }`,
  '3,000 fields': `{ ${times(3000, () => '__typename')} }`,
  '2,000 aliases': `{ ${times(2000, (i) => `a${i}: __typename`)} }`,
  'aliases just past the limit': `{ ${times(LIMITS.aliases + 1, (i) => `a${i}: countryDetails { country }`)} }`,
  'a wide and costly selection': `{ ${times(LIMITS.aliases - 1, (i) => `a${i}: __type(name: "User") { name fields { name type ${'{ name ofType '.repeat(LIMITS.depth - 5)}{ name }${' }'.repeat(LIMITS.depth - 5)} } }`)} }`,
  '500 directives': `{ __typename ${'@include(if: true) '.repeat(500)}}`,
  'directives just past the limit': `{ __typename ${'@skip(if: false) '.repeat(LIMITS.directives + 1)}}`,
  '500 operations without a name to run': times(500, (i) => `query q${i} { __typename }`),
  '1,000 variables': `query (${times(1000, (i) => `$v${i}: String`)}) { __typename }`,
  'a fragment that spreads itself': 'query { ...A } fragment A on Query { ...A }',
  'fragments spreading each other':
    'query { ...A } fragment A on Query { ...B countryDetails { country } } fragment B on Query { ...A }',
  '1,000 fragments in a chain': `query { ...f0 } ${times(1000, (i) => `fragment f${i} on Query { ${i < 999 ? `...f${i + 1}` : '__typename'} }`)}`,
  'an unknown type in a fragment': 'query { ...A } fragment A on Nope { x }',
  'a subscription over HTTP': 'subscription { registrationStatusChanged(registrationId: "x") { id } }',
};

describe('query shapes', () => {
  it.each(Object.entries(SHAPES))('refuses %s', async (name, query) => {
    const body = JSON.stringify({ query });
    expect(body.length, 'within the body limit').toBeLessThan(100 * 1024);
    expectRefused(await postJson(backend, body), name);
  });
});

describe('answers that would grow with the request', () => {
  it('quotes an object of 5,000 unknown fields within a bounded answer', async () => {
    const input = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`field${i}`, i]));
    const query = 'mutation ($input: LogInInput!) { logIn(input: $input) { error } }';
    const answer = await postJson(backend, { query, variables: { input } });
    expectRefused(answer, '5,000 unknown fields');
    const errors = answer.json!.errors!;
    expect(Math.max(...errors.map((e) => e.message.length))).toBeLessThanOrEqual(MAX_ERROR_MESSAGE + 1);
    expect(answer.text.length).toBeLessThan(errors.length * (MAX_ERROR_MESSAGE + 200));
  });
});

describe('over a real socket', () => {
  const server = useRunningMockServer();
  const graphql = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${server().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
      body,
      signal: AbortSignal.timeout(DEADLINE_MS),
    });

  it('answers 413 to 3 MB and a normal query on the next connection', async () => {
    const huge = JSON.stringify({ query: '{ __typename }', variables: { x: 'x'.repeat(3 * 1024 * 1024) } });
    const refused = await graphql(huge);
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    const normal = await graphql(JSON.stringify({ query: '{ countryDetails { country } }' }));
    expect(await normal.json()).toEqual({ data: { countryDetails: { country: 'DE' } } });
  });

  it('answers 20 hostile shapes sent at once, then a normal query', async () => {
    const shapes = Object.values(SHAPES).slice(0, 20);
    const answers = await Promise.all(shapes.map((query) => graphql(JSON.stringify({ query }))));
    expect(answers.map((a) => a.status >= 400 && a.status < 500)).toEqual(shapes.map(() => true));
    const normal = await graphql(JSON.stringify({ query: '{ countryDetails { country } }' }));
    expect(normal.status).toBe(200);
  });
});

describe('afterwards', () => {
  it('answers a normal query and logged no unexpected error', async () => {
    const answer = await postJson(backend, { query: '{ countryDetails { country } }' });
    expect(answer.json).toEqual({ data: { countryDetails: { country: 'DE' } } });
    expect(unexpected).toEqual([]);
  });
});
