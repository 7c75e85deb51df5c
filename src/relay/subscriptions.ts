// Subscriptions over graphql-ws (spec §7.3): the authorisation travels in connection_init; up to 5
// retries with exponential backoff from 1 s plus 300–3000 ms jitter; 4205 restarts, 4499 terminates.
import { createClient, type Client } from 'graphql-ws';
import { Observable, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { authorizationValue } from './authorization.ts';

export const MAX_RETRIES = 5;
export const CLOSE_RESTART = 4205;
export const CLOSE_TERMINATED = 4499;

/** Wait before retry number `retries` (0-based): 1 s, 2 s, 4 s … plus a jitter of 300–3000 ms. */
export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  return 1000 * 2 ** retries + 300 + Math.floor(random() * 2700);
}

const closeCode = (event: unknown) => (event as { code?: number } | undefined)?.code;

/** How graphql-ws retries: 4499 (terminated) is final, anything else is retried up to 5 times. */
export const retryPolicy = {
  retryAttempts: MAX_RETRIES,
  retryWait: (retries: number) => new Promise<void>((resolve) => setTimeout(resolve, retryDelayMs(retries))),
  shouldRetry: (event: unknown) => closeCode(event) !== CLOSE_TERMINATED,
};

export interface SubscriptionClientOptions {
  url: string;
  authToken: () => string | undefined;
  webSocketImpl?: unknown;
}

export function createSubscriptionClient({ url, authToken, webSocketImpl }: SubscriptionClientOptions) {
  let socket: WebSocket | undefined;
  const client: Client = createClient({
    url,
    webSocketImpl,
    lazy: true,
    connectionParams: () => {
      const authorization = authorizationValue(authToken());
      return authorization ? { Authorization: authorization } : {};
    },
    ...retryPolicy,
    on: {
      connected: (s) => (socket = s as WebSocket),
      closed: () => (socket = undefined),
    },
  });

  return {
    client,
    /** Closes the socket with 4205: graphql-ws reconnects and re-subscribes everything. */
    restart: () => socket?.close(CLOSE_RESTART, 'Client Restart'),
    subscribe(params: RequestParameters, variables: Variables) {
      return Observable.create<GraphQLResponse>((sink) =>
        client.subscribe(
          { operationName: params.name, query: params.text ?? '', variables },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) =>
              sink.error(
                error instanceof Error ? error : new Error(`Subscription closed (${closeCode(error) ?? 'unknown'})`),
              ),
            complete: () => sink.complete(),
          },
        ),
      );
    },
  };
}

/** 'wss://…' as it is; '/graphql' becomes ws(s)://<this host>/graphql. */
export function webSocketUrl(configured: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  if (/^wss?:\/\//.test(configured)) return configured;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${configured}`;
}
