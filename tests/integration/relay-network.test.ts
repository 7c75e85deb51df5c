// The app's Relay network layer against the running mock server: real HTTP, a real graphql-ws socket.
import type { Duplex } from 'node:stream';
import { commitMutation, requestSubscription } from 'react-relay';
import { Environment, fetchQuery, Network, Observable, readInlineData, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import applyForMembershipMutation, {
  type applyForMembershipMutation as ApplyForMembership,
} from '../../src/__generated__/relay/applyForMembershipMutation.graphql.ts';
import invitationCountriesCountry from '../../src/__generated__/relay/invitationCountries_country.graphql.ts';
import registrationPageQuery, {
  type RegistrationPageQuery,
} from '../../src/__generated__/relay/RegistrationPageQuery.graphql.ts';
import registrationStatusWatchSubscription, {
  type RegistrationStatusWatchSubscription as RegistrationStatus,
} from '../../src/__generated__/relay/RegistrationStatusWatchSubscription.graphql.ts';
import { createFetchGraphQL } from '../../src/relay/fetchGraphQL.ts';
import { createSubscriptionClient } from '../../src/relay/subscriptions.ts';
import { registerUntilPending } from '../mock-server/support/flows.ts';
import { useRunningMockServer } from '../mock-server/support/running-server.ts';

const mockServer = useRunningMockServer();

function relayEnvironment() {
  const { url } = mockServer();
  const subscriptions = createSubscriptionClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    authToken: () => undefined,
    webSocketImpl: WebSocket,
    // What a reconnect does, not how long spec §7.3 waits first (tests/unit/subscription-retry.test.ts times that).
    retryDelay: () => 0,
  });
  const fetchGraphQL = createFetchGraphQL({
    endpoint: `${url}/graphql`,
    context: () => ({ sessionId: 'integration', sourcePage: '/acquisition/', authToken: undefined }),
  });
  const environment = new Environment({
    network: Network.create(fetchGraphQL, (params, variables) =>
      Observable.from(subscriptions.subscribe(params, variables)),
    ),
    store: new Store(new RecordSource()),
  });
  return { environment, subscriptions };
}

/** Resolves with the statuses the subscription wrote into Relay's store, once `until` holds. */
function collectStatuses(environment: Environment, registrationId: string, until: (statuses: string[]) => boolean) {
  const statuses: string[] = [];
  return new Promise<string[]>((resolve, reject) => {
    const disposable = requestSubscription<RegistrationStatus>(environment, {
      subscription: registrationStatusWatchSubscription,
      variables: { registrationId },
      onNext: () => {
        // The registration's record, by its id: where the page's fragment reads its status.
        statuses.push(environment.getStore().getSource().get(registrationId)!.status as string);
        if (until(statuses)) {
          disposable.dispose();
          resolve(statuses);
        }
      },
      onError: reject,
    });
  });
}

async function activate(activationId: string) {
  const response = await fetch(`${mockServer().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($id: ID!) { activateAccount(input: { activationId: $id }) { error } }',
      variables: { id: activationId },
    }),
  });
  expect((await response.json()).data.activateAccount.error).toBeNull();
}

describe('Relay network against the mock server', () => {
  it('runs a query over HTTP, and a fragment of it reads its part of the answer from the store', async () => {
    const { environment } = relayEnvironment();
    const variables = { registrationCode: 'MOCK-VALID', validityTimestamp: null };
    const data = await fetchQuery<RegistrationPageQuery>(environment, registrationPageQuery, variables).toPromise();
    expect(readInlineData(invitationCountriesCountry, data!.countryDetails!)).toEqual({ country: 'DE' });
  });

  it('runs a mutation over HTTP, and the server keeps its state', async () => {
    const { environment } = relayEnvironment();
    const apply = () =>
      new Promise<string | null | undefined>((resolve, reject) =>
        commitMutation<ApplyForMembership>(environment, {
          mutation: applyForMembershipMutation,
          variables: { input: { email: 'relay.integration@mock.test', locale: 'en' } },
          onCompleted: (response) => resolve(response.applyForMembership?.status),
          onError: reject,
        }),
      );
    expect(await apply()).toBe('SUBMITTED');
    expect(await apply()).toBe('ALREADY_SUBMITTED');
  });

  it('delivers a subscription over a real WebSocket: pending, then active when the account is activated', async () => {
    const { environment, subscriptions } = relayEnvironment();
    const { registrationId, activationId } = await registerUntilPending(
      mockServer().url,
      'relay.subscription@mock.test',
    );
    let activated = false;
    const statuses = await collectStatuses(environment, registrationId, (s) => {
      if (s.length === 1 && !activated) void activate(activationId).then(() => (activated = true));
      return s.includes('ACTIVE');
    });
    expect(statuses).toEqual(['PENDING_ACTIVATION', 'ACTIVE']);
    await subscriptions.client.dispose();
  });

  it('reconnects after the socket is killed and subscribes again', async () => {
    const { environment, subscriptions } = relayEnvironment();
    const sockets: Duplex[] = [];
    const track = (_request: unknown, socket: Duplex) => sockets.push(socket);
    mockServer().server.on('upgrade', track);
    const { registrationId } = await registerUntilPending(mockServer().url, 'relay.reconnect@mock.test');
    const statuses = await collectStatuses(environment, registrationId, (s) => {
      if (s.length === 1) sockets[0]!.destroy(); // the connection dies under the subscription
      return s.length === 2;
    });
    // The status is sent again at once on the new connection.
    expect(statuses).toEqual(['PENDING_ACTIVATION', 'PENDING_ACTIVATION']);
    expect(sockets).toHaveLength(2);
    mockServer().server.off('upgrade', track);
    await subscriptions.client.dispose();
  });
});
