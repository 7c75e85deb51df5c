// Subscriptions over graphql-ws (spec §7.3): the authorisation travels in connection_init; up to 5
// retries with exponential backoff from 1 s plus 300–3000 ms jitter; 4205 restarts, 4499 terminates.
import { createClient, type Client } from 'graphql-ws';
import type { GraphQLResponse, RequestParameters, Subscribable, Variables } from 'relay-runtime';
import { authorizationValue } from './authorization.ts';

export const MAX_RETRIES = 5;
export const CLOSE_RESTART = 4205;
export const CLOSE_TERMINATED = 4499;

/** Wait before retry number `retries` (0-based): 1 s, 2 s, 4 s … plus a jitter of 300–3000 ms. */
export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  return 1000 * 2 ** retries + 300 + Math.floor(random() * 2700);
}

const closeCode = (event: unknown) => (event as { code?: number } | undefined)?.code;

/**
 * How one client retries: 4499 (terminated) is final; 4205 (restart) reconnects at once; anything else
 * waits for the backoff. Up to 5 retries in a row (graphql-ws counts from 0 again once connected).
 */
export function retryPolicy(delayMs: (retries: number) => number = retryDelayMs) {
  let lastClose: number | undefined;
  return {
    retryAttempts: MAX_RETRIES,
    shouldRetry: (event: unknown) => {
      lastClose = closeCode(event);
      return lastClose !== CLOSE_TERMINATED;
    },
    retryWait: (retries: number) =>
      new Promise<void>((resolve) => setTimeout(resolve, lastClose === CLOSE_RESTART ? 0 : delayMs(retries))),
  };
}

export interface SubscriptionClientOptions {
  url: string;
  authToken: () => string | undefined;
  webSocketImpl?: unknown;
  /** The wait before a retry: spec §7.3's backoff (a test of what follows a retry may wait less). */
  retryDelay?: (retries: number) => number;
}

export function createSubscriptionClient({ url, authToken, webSocketImpl, retryDelay }: SubscriptionClientOptions) {
  let socket: WebSocket | undefined;
  const client: Client = createClient({
    url,
    webSocketImpl,
    lazy: true,
    connectionParams: () => {
      const authorization = authorizationValue(authToken());
      return authorization ? { Authorization: authorization } : {};
    },
    ...retryPolicy(retryDelay),
    on: {
      connected: (s) => (socket = s as WebSocket),
      closed: () => (socket = undefined),
    },
  });

  return {
    client,
    /** Closes the socket with 4205: graphql-ws reconnects and re-subscribes everything. */
    restart: () => socket?.close(CLOSE_RESTART, 'Client Restart'),
    /** A subscription's events, for Relay's network (Observable.from): Relay's runtime is not loaded here. */
    subscribe(params: RequestParameters, variables: Variables): Subscribable<GraphQLResponse> {
      return {
        subscribe(observer) {
          let closed = false;
          const close = () => (closed = true);
          const dispose = client.subscribe(
            { operationName: params.name, query: params.text ?? '', variables },
            {
              next: (value) => observer.next?.(value as GraphQLResponse),
              error: (error) => {
                close();
                observer.error?.(
                  error instanceof Error ? error : new Error(`Subscription closed (${closeCode(error) ?? 'unknown'})`),
                );
              },
              complete: () => (close(), observer.complete?.()),
            },
          );
          return {
            unsubscribe: () => (close(), dispose()),
            get closed() {
              return closed;
            },
          };
        },
      };
    },
  };
}

/** 'wss://…' as it is; '/graphql' becomes ws(s)://<this host>/graphql. */
export function webSocketUrl(configured: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  if (/^wss?:\/\//.test(configured)) return configured;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${configured}`;
}
