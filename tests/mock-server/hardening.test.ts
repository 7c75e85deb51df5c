// What a real server has: limits on query shape and body size, masked internal errors,
// conformant answers to malformed requests, and no introspection in production mode.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMockBackend } from '../../mock-server/backend.ts';
import { LIMITS } from '../../mock-server/graphql/hardeningPlugins.ts';

const development = createMockBackend({ logError: () => undefined });
const smallBodies = createMockBackend({ logError: () => undefined, bodyLimitBytes: 2048 });
const production = createMockBackend({ production: true, logError: () => undefined });
afterAll(() => Promise.all([development, smallBodies, production].map((b) => b.close())));

const post = (backend: typeof development, body: string, headers: Record<string, string> = {}) =>
  backend.yoga.fetch('http://app.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body,
  });
const query = (backend: typeof development, text: string) => post(backend, JSON.stringify({ query: text }));

describe('query limits', () => {
  it('refuses queries deeper than the limit', async () => {
    const nesting = LIMITS.depth;
    const deep = `{ __type(name: "User") { fields { type ${'{ ofType '.repeat(nesting)}{ name }${' }'.repeat(nesting)} } } }`;
    const response = await query(development, deep);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/depth limit/i);
  });

  it('refuses queries longer than the token limit', async () => {
    const response = await query(development, `{ ${'__typename '.repeat(LIMITS.tokens)} }`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/token limit/i);
  });

  it('refuses queries costlier than the limit, though within depth and alias limits', async () => {
    const nesting = LIMITS.depth - 5;
    const wide = (i: number) =>
      `a${i}: __type(name: "User") { name fields { name type ${'{ name ofType '.repeat(nesting)}{ name }${' }'.repeat(nesting)} } }`;
    const response = await query(
      development,
      `{ ${Array.from({ length: LIMITS.aliases - 1 }, (_, i) => wide(i)).join(' ')} }`,
    );
    expect(response.status).toBe(400);
    const messages = JSON.stringify(await response.json());
    expect(messages).toMatch(/cost limit/i);
    expect(messages).not.toMatch(/depth limit|alias/i);
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: LIMITS.aliases + 1 }, (_, i) => `a${i}: countryDetails { country }`).join(' ');
    const response = await query(development, `{ ${aliases} }`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/alias/i);
  });
});

describe('request bodies', () => {
  it('answers 413 to a body over the limit, declared or streamed', async () => {
    const big = JSON.stringify({ query: `{ countryDetails { country } } #${'x'.repeat(4096)}` });
    expect((await post(smallBodies, big)).status).toBe(413);
    const streamed = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const response = await smallBodies.yoga.fetch('http://app.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('answers malformed JSON and invalid queries with GraphQL-over-HTTP errors', async () => {
    const malformed = await post(development, '{"query": ');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errors).toHaveLength(1);
    const invalid = await query(development, '{ noSuchField }');
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).data).toBeUndefined();
  });
});

describe('errors', () => {
  it('masks unexpected errors and reports them to the log', async () => {
    const logError = vi.fn();
    const backend = createMockBackend({ logError });
    vi.spyOn(backend.store, 'findCode').mockImplementation(() => {
      throw new Error('database password is hunter2');
    });
    const response = await query(
      backend,
      '{ registrationCodeDetails(registrationCode: "MOCK-VALID") { invitorName } }',
    );
    const text = await response.text();
    expect(text).toContain('Unexpected error.');
    expect(text).not.toContain('hunter2');
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ message: 'database password is hunter2' }));
    await backend.close();
  });
});

describe('introspection', () => {
  const introspection = '{ __schema { queryType { name } } }';

  it('works in development mode', async () => {
    expect((await (await query(development, introspection)).json()).data.__schema.queryType.name).toBe('Query');
  });

  it('is refused in production mode, and so are field suggestions', async () => {
    const response = await query(production, introspection);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('INTROSPECTION_DISABLED');
    const typo = await (await query(production, '{ countryDetail { country } }')).text();
    expect(typo).not.toMatch(/did you mean/i);
  });
});
