// The headers the mock backend reads (the app's own, the geo-IP and language ones, Origin and Referer, its cookies
// and QA headers), each with hostile values, on every operation the app sends: answered or refused with an error
// body, never a 5xx, a hang or a crash.
import { afterAll, describe, expect, it } from 'vitest';
import { createMockBackend } from '../../mock-server/backend.ts';
import { appOperations } from './support/app-operations.ts';
import { expectAnswered, postJson } from './support/fuzz-request.ts';

const unexpected: unknown[] = [];
const backend = createMockBackend({ logError: (error) => unexpected.push(error) });
afterAll(() => backend.close());

/** Header values a client can send (ISO-8859-1, no line breaks). */
const HOSTILE_HEADER_VALUES = [
  '',
  'null',
  'x'.repeat(8000),
  '\t;=,"\\ ',
  '%ZZ%00%0d%0a',
  '\u00ff\u00e9\u00a0',
  'http://[::1',
  'javascript:alert(1)',
  '../../../etc/passwd',
  'Bearer ',
  'Bearer a.b.c',
  // alg "none", claims of the seeded admin
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1c3Jfc2VlZF9hZG1pbiIsInNpZCI6InNlc3Nfc2VlZF9hZG1pbiJ9.',
  'de-DE;q=abc,,,;q=,en;q=2',
];

const HEADERS = [
  'authorization',
  'origin',
  'referer',
  'accept-language',
  'cf-ipcountry',
  'x-country-code',
  'x-session-id',
  'x-source-page',
  'x-correlation-id',
  'x-mock-reset',
  'cookie',
];
const COOKIES = ['acq_auth_token', 'mock-scenario', 'mock-ab-client-key'];

/** Each header alone with each hostile value, and each cookie of the mock's in the Cookie header likewise. */
const variants: [string, Record<string, string>[]][] = [
  ...HEADERS.map(
    (name) => [name, HOSTILE_HEADER_VALUES.map((value) => ({ [name]: value }))] as [string, Record<string, string>[]],
  ),
  ...COOKIES.map(
    (name) =>
      [`cookie ${name}`, HOSTILE_HEADER_VALUES.map((value) => ({ cookie: `${name}=${value}` }))] as [
        string,
        Record<string, string>[],
      ],
  ),
];

describe.each(appOperations.filter((o) => o.kind !== 'subscription').map((o) => [o.name, o] as const))(
  '%s',
  (_, operation) => {
    it.each(variants)('takes hostile values of %s', async (header, headerSets) => {
      const body = { query: operation.query, variables: operation.validVariables };
      for (const headers of headerSets) {
        const label = `${operation.name} ${header} = ${JSON.stringify(Object.values(headers)[0]).slice(0, 80)}`;
        expectAnswered(await postJson(backend, body, { ...operation.headers, ...headers }), label);
      }
    });
  },
);

it('refuses an unknown X-Mock-Scenario with 400 and says why', async () => {
  for (const value of HOSTILE_HEADER_VALUES.filter((v) => v.trim() !== '')) {
    const answer = await postJson(backend, { query: '{ __typename }' }, { 'x-mock-scenario': value });
    expect(answer.status, value).toBe(400);
    expect(answer.json?.errors?.[0]?.extensions?.code).toBe('MOCK_SCENARIO_UNKNOWN');
  }
});

it('logged no unexpected error and still answers a normal query', async () => {
  expect(unexpected).toEqual([]);
  const answer = await postJson(backend, { query: '{ countryDetails { country } }' });
  expect(answer.json).toEqual({ data: { countryDetails: { country: 'DE' } } });
});
