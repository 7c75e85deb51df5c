// Render as you fetch, as Relay's entry points do it: a route's loader starts its page's query here. A query of the
// backend leaves at once (earlyRequest.ts), while the page's code, Relay's and the compiled query load; Relay's
// fetchQuery then takes that answer into its store, which keeps it as long as its slot holds the question, and the
// page's root reads the answer once, while rendering, with React's use(), handing its fragments' keys down. use() and
// not usePreloadedQuery: the root may wait for the answer conditionally, so a page keeps its prerendered elements (and
// what the visitor typed) from before the answer to after it. One query per slot: another question replaces the
// older, which is released. No Relay runtime here (every page's loaders carry this): Relay's module connects itself
// when a page that uses it loads it (relayRuntime.ts).
import { useSyncExternalStore } from 'react';
import type { ConcreteRequest, Environment, OperationType, Variables } from 'relay-runtime';
import { sendEarly } from './earlyRequest.ts';
import type { QueryFetchPolicy, retainedQuery } from './requests.ts';

interface RelayParts {
  relayEnvironment: () => Environment;
  retainedQuery: typeof retainedQuery;
}

/** A page query's answer: its data (fragment keys for the page's parts), or why there is none. */
export type Answer<T extends OperationType> = { data: T['response']; error?: never } | { error: unknown; data?: never };

let connectRelay: (relay: RelayParts) => void;
const relayConnected = new Promise<RelayParts>((resolve) => (connectRelay = resolve));

/** Relay's runtime is on the page: the queries started so far, and all later ones, are asked. */
export const connectPreloads = (relay: RelayParts) => connectRelay(relay);

interface Preload {
  /** What it asks: a page takes only the answer that asks what the page shows. */
  key: string;
  start: () => void;
  answer?: Promise<Answer<OperationType>>;
  /** The answer once there: a question asked again shows its last good answer until the new one is there. */
  settled?: Answer<OperationType>;
  /** Lets the store forget the answer. */
  release?: () => void;
}

const slots = new Map<string, Preload>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Starts a page's query: `slot` names it, `key` says what it asks, `artifact` loads its compiled query (with the
 * page's code, not with every page). Again for the same slot, it asks anew (a retry). 'store-or-network' asks the
 * backend only for what the store does not hold (e.g. a mutation's answer), and sends no early request.
 */
export function preloadQuery(
  slot: string,
  key: string,
  artifact: () => Promise<ConcreteRequest>,
  variables: Variables,
  fetchPolicy: QueryFetchPolicy = 'network-only',
) {
  const previous = slots.get(slot);
  // The same question again (a retry, the same page in another language): its last answer stays until the new one.
  const same = previous?.key === key ? previous : undefined;
  const start = () => preloadQuery(slot, key, artifact, variables, fetchPolicy);
  // A failure is not kept: the Retry's answer shows on its way.
  const kept = same?.settled?.error === undefined ? same : { release: same.release };
  const preload: Preload = { ...kept, key, start };
  if (!same) previous?.release?.();
  slots.set(slot, preload);
  const publish = (answer: Promise<Answer<OperationType>>) => {
    if (slots.get(slot) !== preload) return;
    preload.answer = answer;
    notify();
  };
  void artifact()
    .then(async (query) => {
      if (fetchPolicy === 'network-only') sendEarly(query, variables);
      const { retainedQuery, relayEnvironment } = await relayConnected;
      if (slots.get(slot) !== preload) return; // asked anew meanwhile
      // Relay's network takes the early answer. The same question's records stay: the new retain holds them.
      const { response, dispose } = retainedQuery(relayEnvironment(), query, variables, fetchPolicy);
      same?.release?.();
      preload.release = dispose;
      const answer = settling(
        response.then(
          (data): Answer<OperationType> => ({ data }),
          (error: unknown) => ({ error }),
        ),
      );
      void answer.then((settled) => (preload.settled = settled));
      // A first answer, or one after a failure, is published on its way (the page may wait for it, a Retry shows it);
      // a new one after a good answer once it is there, so what shows the last one does not wait again (a navigation
      // that asks anew would wait with it).
      if (same?.settled?.data !== undefined) void answer.then(() => publish(answer));
      else publish(answer);
    })
    .catch((error: unknown) => publish(settling(Promise.resolve({ error })))); // the query's code did not load
}

/** Marks the promise settled as React's use() marks a promise it has read, so a render that meets it later reads
 * its value at once instead of waiting a turn. (Promises here never reject: a failure is an answer.) */
function settling<T>(promise: Promise<T>): Promise<T> {
  void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
  return promise;
}

/** The slot's query when it asks `key`, or whatever it asks (a page takes only what asks what it shows). */
const asking = (slot: string, key: string | undefined) => {
  const preload = slots.get(slot);
  return key === undefined || preload?.key === key ? preload : undefined;
};

/** Asks a slot's query anew (a failed request's Retry). */
export const retryQuery = (slot: string) => slots.get(slot)?.start();

/** The answer of the slot's query when it asks `key` (or whatever it asks), once Relay has started it. */
export const preloadedAnswer = <T extends OperationType>(slot: string, key?: string) =>
  asking(slot, key)?.answer as Promise<Answer<T>> | undefined;

/**
 * The answer of the slot's query when it asks `key`, as a promise a page's root reads with React's use(): it may wait
 * for it conditionally, so the page keeps its elements (and the hydrated form) from before the answer to after it.
 * None while the page hydrates.
 */
export const usePreloadedAnswer = <T extends OperationType>(slot: string, key?: string) =>
  useSyncExternalStore(
    subscribe,
    () => preloadedAnswer<T>(slot, key),
    () => undefined,
  );
