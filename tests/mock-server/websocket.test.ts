// GraphQL over WebSocket with a real graphql-ws client: the verify-e-mail page's subscription.
import { createClient, type Client } from 'graphql-ws';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { scenario } from './support/catalogue.ts';
import { activate, registerUntilPending } from './support/flows.ts';
import { useRunningMockServer } from './support/running-server.ts';

const server = useRunningMockServer();
let client: Client | undefined;
afterEach(async () => client?.dispose());

function connect(connectionParams: Record<string, string> = {}): Client {
  client = createClient({
    url: `${server().url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
  });
  return client;
}

const STATUS_SUBSCRIPTION = 'subscription ($id: ID!) { registrationStatusChanged(registrationId: $id) { id status } }';

describe('graphql-ws on /graphql', () => {
  it('sends the current status, then the activation that happened elsewhere', async () => {
    const { url } = server();
    const { registrationId, activationId } = await registerUntilPending(url, 'socket@mock.test');
    const statuses = connect().iterate<{ registrationStatusChanged: { status: string } }>({
      query: STATUS_SUBSCRIPTION,
      variables: { id: registrationId },
    });
    const first = await statuses.next();
    expect(first.value?.data?.registrationStatusChanged.status).toBe('PENDING_ACTIVATION');
    const next = statuses.next();
    await activate(url, activationId);
    expect((await next).value?.data?.registrationStatusChanged.status).toBe('ACTIVE');
    await statuses.return?.();
  });

  it('answers an unknown registration with an error', async () => {
    const statuses = connect().iterate({ query: STATUS_SUBSCRIPTION, variables: { id: 'reg_unknown' } });
    await expect(statuses.next()).rejects.toEqual([expect.objectContaining({ extensions: { code: 'NOT_FOUND' } })]);
  });

  it('runs queries and mutations, with the Authorization of connection-init', async () => {
    const token = scenario('registration-link-generated').request.headers!.Authorization!;
    const result = await connect({ Authorization: token })
      .iterate<{ viewer: { email: string } }>({ query: '{ viewer { email } }' })
      .next();
    expect(result.value?.data?.viewer.email).toBe('admin@mock.test');
  });

  it('leaves other upgrade paths alone', async () => {
    const socket = new WebSocket(`${server().url.replace('http', 'ws')}/not-graphql`, 'graphql-transport-ws');
    const outcome = await new Promise((resolve) => {
      socket.on('open', () => resolve('open'));
      socket.on('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });
});
