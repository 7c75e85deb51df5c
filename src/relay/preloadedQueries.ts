// Render as you fetch, as Relay's entry points do it: a route's loader starts its page's query here. The request
// leaves at once (earlyRequest.ts), while the page's code, Relay's and the compiled query load; Relay's loadQuery
// then takes that answer into its store, and the page's root reads the reference with usePreloadedQuery, once,
// handing its fragments' keys down. One reference per page query (its slot): a newer one replaces the older, which
// is disposed. No Relay runtime here (every page's loaders carry this): Relay's module connects itself when a page
// that uses it loads it (relayRuntime.ts).
import { useSyncExternalStore } from 'react';
import type { loadQuery as LoadQuery, PreloadedQuery } from 'react-relay/hooks';
import type { ConcreteRequest, Environment, OperationType, Variables } from 'relay-runtime';
import { sendEarly } from './earlyRequest.ts';

interface RelayParts {
  loadQuery: typeof LoadQuery;
  relayEnvironment: () => Environment;
  /** The query's data once in the store (Relay joins the request in flight): what a page's root reads. */
  queryOnce: <T extends OperationType>(
    environment: Environment,
    query: ConcreteRequest,
    variables: Variables,
  ) => Promise<T['response']>;
}

/** A page query's answer: its data (fragment keys for the page's parts), or why there is none. */
export type Answer<T extends OperationType> = { data: T['response']; error?: never } | { error: unknown; data?: never };

let connectRelay: (relay: RelayParts) => void;
const relayConnected = new Promise<RelayParts>((resolve) => (connectRelay = resolve));

/** Relay's runtime is on the page: the queries started so far, and all later ones, get their references. */
export const connectPreloads = (relay: RelayParts) => connectRelay(relay);

interface Preload {
  /** What it asks: a page takes only the reference that asks what the page shows. */
  key: string;
  start: () => void;
  ref?: PreloadedQuery<OperationType>;
  answer?: Promise<Answer<OperationType>>;
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
 * page's code, not with every page). Again for the same slot, it asks anew (a retry).
 */
export function preloadQuery(
  slot: string,
  key: string,
  artifact: () => Promise<ConcreteRequest>,
  variables: Variables,
) {
  const previous = slots.get(slot);
  // The same question again (a retry, the same page in another language): its last answer stays until the new one.
  const same = previous?.key === key ? previous : undefined;
  const preload: Preload = { key, start: () => preloadQuery(slot, key, artifact, variables), ...same };
  if (!same) previous?.ref?.dispose();
  slots.set(slot, preload);
  void artifact().then(async (query) => {
    sendEarly(query, variables);
    const { loadQuery, relayEnvironment, queryOnce } = await relayConnected;
    if (slots.get(slot) !== preload) return; // asked anew meanwhile
    // Always of the backend: Relay's network takes the early answer.
    const environment = relayEnvironment();
    preload.ref = loadQuery(environment, query, variables, { fetchPolicy: 'network-only' });
    preload.answer = queryOnce(environment, query, variables).then(
      (data) => ({ data }),
      (error: unknown) => ({ error }),
    );
    same?.ref?.dispose();
    notify();
  });
}

/** The slot's query when it asks `key` (a page takes only what asks what it shows). */
const asking = (slot: string, key: string) => {
  const preload = slots.get(slot);
  return preload?.key === key ? preload : undefined;
};

/** Asks a slot's query anew (a failed request's Retry). */
export const retryQuery = (slot: string) => slots.get(slot)?.start();

/**
 * The reference of the slot's query when it asks `key`, once Relay has it. None while the page hydrates: the
 * prerendered page was made without one, and the answer shows once React has taken the page over.
 */
export const usePreloadedRef = <T extends OperationType>(slot: string, key: string) =>
  useSyncExternalStore(
    subscribe,
    () => asking(slot, key)?.ref as PreloadedQuery<T> | undefined,
    () => undefined,
  );

/**
 * The answer of the slot's query when it asks `key`, as a promise a page's root reads with React's use(): it may wait
 * for it conditionally, so the page keeps its elements (and the hydrated form) from before the answer to after it.
 * None while the page hydrates.
 */
export const usePreloadedAnswer = <T extends OperationType>(slot: string, key: string) =>
  useSyncExternalStore(
    subscribe,
    () => asking(slot, key)?.answer as Promise<Answer<T>> | undefined,
    () => undefined,
  );
