/**
 * Per-request context, built the same way for HTTP (yoga) and WebSocket (graphql-ws) requests:
 * headers, the logged-in user, the X-Mock-Scenario header (or mock-scenario cookie) and a way to drop the connection.
 */
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { readBearerClaims, tokenFromAuthorization } from '../auth/tokens.ts';
import type { MockScenario } from '../scenarios/catalogue.ts';
import { cookieScenario, type CookieScenario } from '../scenarios/scenarioCookie.ts';
import type { UserRecord } from '../store/records.ts';
import { httpOrigin } from '../base/httpOrigin.ts';
import { graphqlError } from '../base/graphqlError.ts';
import type { BackendServices } from './services.ts';

export const SCENARIO_HEADER = 'x-mock-scenario';

/** What yoga (request, req) or our graphql-ws glue (req, socket, connectionParams) hands over. */
export interface InitialContext {
  request?: Request;
  req?: IncomingMessage;
  socket?: WebSocket;
  connectionParams?: Readonly<Record<string, unknown>>;
}

export interface MockContext {
  services: BackendServices;
  header(name: string): string | null;
  /** scheme://host[:port] the app runs on; generated links point there. */
  appOrigin: string;
  viewer(): Promise<UserRecord | null>;
  headerScenario: MockScenario | null;
  /** The one-shot cookie mock-scenario (scenarios/scenarioCookie.ts); `use()` when it forced the answer. */
  cookieScenario: CookieScenario | null;
  /** Ends the connection without an answer (the network-failure scenario). */
  dropConnection(): void;
  signal: AbortSignal | undefined;
}

function headerReader(initial: InitialContext): (name: string) => string | null {
  return (name) => {
    const lower = name.toLowerCase();
    const fromRequest = initial.request?.headers.get(lower) ?? initial.req?.headers[lower];
    if (typeof fromRequest === 'string') return fromRequest;
    // graphql-ws: the client puts headers such as Authorization into connection-init's payload.
    const param = Object.entries(initial.connectionParams ?? {}).find(([key]) => key.toLowerCase() === lower)?.[1];
    return typeof param === 'string' ? param : null;
  };
}

/** The Origin header's when it is an http(s) origin, else the request's own (a WebSocket's: its Host). */
function appOrigin(initial: InitialContext, header: (name: string) => string | null): string {
  const own = initial.request ? new URL(initial.request.url).origin : `http://${header('host') ?? 'localhost'}`;
  return httpOrigin(header('origin')) ?? httpOrigin(own) ?? 'http://localhost';
}

/** The user of a bearer token (an Authorization header's value, or the token itself) whose session is open. */
export async function viewerOf(
  services: BackendServices,
  authorization: string | null | undefined,
): Promise<UserRecord | null> {
  const token = tokenFromAuthorization(authorization);
  const claims = token ? await readBearerClaims(token, services.options.secret, services.store.clock.now()) : null;
  const user = claims ? services.store.sessionUser(claims.sid) : undefined;
  return user && user.id === claims?.sub ? user : null;
}

function scenarioOf(services: BackendServices, id: string | null): MockScenario | null {
  if (!id) return null;
  const scenario = services.catalogue.byId(id.trim());
  if (!scenario) {
    throw graphqlError(`Unknown mock scenario "${id}"; GET /mock/scenarios lists them.`, 'MOCK_SCENARIO_UNKNOWN', 400);
  }
  return scenario;
}

export function createMockContext(services: BackendServices, initial: InitialContext): MockContext {
  const header = headerReader(initial);
  return {
    services,
    header,
    appOrigin: appOrigin(initial, header),
    viewer: () => viewerOf(services, header('authorization')),
    headerScenario: scenarioOf(services, header(SCENARIO_HEADER)),
    cookieScenario: cookieScenario(services.catalogue, header('cookie'), initial.request, header('x-correlation-id')),
    dropConnection: () => {
      initial.req?.socket.destroy();
      initial.socket?.terminate();
    },
    signal: initial.request?.signal,
  };
}
