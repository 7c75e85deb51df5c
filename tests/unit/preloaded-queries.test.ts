// The loader's page queries (src/relay/preloadedQueries.ts), with Relay's part replaced by answers this test gives:
// a question asked again keeps its last good answer until the new one is there, a failure is not kept for the Retry,
// another question releases the older, and a query whose code does not load becomes a failed answer.
import type { ConcreteRequest } from 'relay-runtime';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { connectPreloads, preloadedAnswer, preloadQuery } from '../../src/relay/preloadedQueries.ts';
import type { retainedQuery } from '../../src/relay/requests.ts';

// No server here: a query of the backend sends no early request. (Replacing a module also gives this file modules of
// its own: the Relay it connects is not the next file's.)
vi.mock('../../src/relay/earlyRequest.ts', () => ({ sendEarly: () => undefined }));

/** The answers Relay would give, in order, each settled when the test says; and the retains released. */
const pending: { resolve: (data: unknown) => void; reject: (error: unknown) => void }[] = [];
const released: number[] = [];
let retains = 0;
const fakeRetainedQuery = (() => {
  const retain = retains++;
  const response = new Promise((resolve, reject) => pending.push({ resolve, reject }));
  return { response, dispose: () => released.push(retain) };
}) as unknown as typeof retainedQuery;

beforeAll(() => connectPreloads({ relayEnvironment: () => ({}) as never, retainedQuery: fakeRetainedQuery }));

const artifact = async () => ({}) as ConcreteRequest;
const ask = (slot: string, key: string, code = artifact) => preloadQuery(slot, key, code, {});
/** Lets the loader's promises run (the artifact, Relay's connection, the answer's settling). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the loader's page queries", () => {
  it('keep the last good answer of the same question until the new one is there', async () => {
    ask('a', 'k');
    await settle();
    pending.at(-1)!.resolve({ n: 1 });
    expect(await preloadedAnswer('a', 'k')).toEqual({ data: { n: 1 } });
    ask('a', 'k');
    await settle();
    expect(await preloadedAnswer('a', 'k')).toEqual({ data: { n: 1 } }); // the new one is on its way
    pending.at(-1)!.resolve({ n: 2 });
    await settle();
    expect(await preloadedAnswer('a', 'k')).toEqual({ data: { n: 2 } });
  });

  it("show a Retry's answer on its way after a failure", async () => {
    ask('b', 'k');
    await settle();
    pending.at(-1)!.reject(new Error('offline'));
    expect(await preloadedAnswer('b', 'k')).toEqual({ error: new Error('offline') });
    ask('b', 'k');
    expect(preloadedAnswer('b', 'k'), 'the failure is not kept').toBeUndefined();
    await settle();
    const retried = preloadedAnswer('b', 'k');
    pending.at(-1)!.resolve({ n: 3 });
    expect(await retried).toEqual({ data: { n: 3 } });
  });

  it('release the older question when another is asked, and keep the newest only', async () => {
    ask('c', 'first');
    await settle();
    const first = retains - 1;
    ask('c', 'second');
    expect(released).toContain(first);
    expect(preloadedAnswer('c', 'first')).toBeUndefined();
  });

  it('answer a failure when the query itself does not load', async () => {
    ask('d', 'k', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await settle();
    expect(await preloadedAnswer('d', 'k')).toEqual({
      error: new TypeError('Failed to fetch dynamically imported module'),
    });
  });
});
