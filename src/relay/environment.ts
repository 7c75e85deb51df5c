// The Relay environment: HTTP for queries and mutations (taking the answer of a request sent early, earlyRequest.ts),
// graphql-ws for subscriptions when configured. Made synchronously, so a page can provide it from its first render
// (the prerender included); its network waits for defaults.json, which names the endpoints, only when it is used.
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type SubscribeFunction,
} from 'relay-runtime';
import { runtimeSettings } from '../settings/runtimeSettings.ts';
import { readAuthToken } from './authorization.ts';
import { backendFetchReady } from './backendFetch.ts';
import { takeEarly } from './earlyRequest.ts';
import { nodeFromStore } from './nodeFromStore.ts';
import type { createSubscriptionClient } from './subscriptions.ts';

const fetchFn: FetchFunction = (params, variables) =>
  takeEarly(params, variables) ?? backendFetchReady().then((fetchGraphQL) => fetchGraphQL(params, variables));

type SubscriptionClient = ReturnType<typeof createSubscriptionClient>;
let subscriptions: Promise<SubscriptionClient | undefined> | undefined;

/** The socket's client, on the first subscription (graphql-ws loads then, on the page that subscribes). */
const subscriptionClient = async () => {
  const { acqBackendWebsocketURL: url } = await runtimeSettings();
  if (!url) return undefined; // no endpoint, no socket
  const { createSubscriptionClient, webSocketUrl } = await import('./subscriptions.ts');
  return createSubscriptionClient({ url: webSocketUrl(url), authToken: readAuthToken });
};

const subscribe: SubscribeFunction = (params, variables) =>
  Observable.from((subscriptions ??= subscriptionClient())).mergeMap((client) => {
    if (!client) throw new Error('No subscription endpoint is configured (acqBackendWebsocketURL).');
    return Observable.from(client.subscribe(params, variables));
  });

/** An environment on this network (the app's: HTTP and the socket; a test's: its own). */
export const createRelayEnvironment = (network = Network.create(fetchFn, subscribe)) =>
  new Environment({ network, store: new Store(new RecordSource()), missingFieldHandlers: [nodeFromStore] });

let environment: Environment | undefined;

/** One Relay environment (one store, one socket) for the page's lifetime. */
export const relayEnvironment = (): Environment => (environment ??= createRelayEnvironment());
