// The Relay environment: HTTP for queries and mutations, graphql-ws for subscriptions when configured.
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { runtimeSettings, type RuntimeSettings } from '../settings/runtimeSettings.ts';
import { readAuthToken } from './authorization.ts';
import { backendFetchFor } from './backendFetch.ts';
import { createSubscriptionClient, webSocketUrl } from './subscriptions.ts';

export function createRelayEnvironment(settings: RuntimeSettings) {
  const fetchGraphQL = backendFetchFor(settings);
  // No endpoint, no socket: nothing is opened unless subscriptions are configured.
  const subscriptions = settings.acqBackendWebsocketURL
    ? createSubscriptionClient({ url: webSocketUrl(settings.acqBackendWebsocketURL), authToken: readAuthToken })
    : undefined;
  return new Environment({
    network: Network.create(fetchGraphQL, subscriptions?.subscribe),
    store: new Store(new RecordSource()),
  });
}

let environment: Promise<Environment> | undefined;

/** One Relay environment (one store, one socket) for the page's lifetime, made on first use with the settings of defaults.json. */
export const relayEnvironment = (): Promise<Environment> =>
  (environment ??= runtimeSettings().then(createRelayEnvironment));
