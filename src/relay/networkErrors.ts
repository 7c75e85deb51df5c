// What can go wrong with a GraphQL request, each with the i18n key of what the visitor is told.
import { isModuleNotLoaded } from '../platform/moduleLoads.ts';

export class NetworkError extends Error {
  constructor(
    message: string,
    /** Key in locales/<lang>/translation.json. */
    readonly messageKey: string,
    /** Whether trying again can help (offers a retry action). */
    readonly retryable: boolean,
    /** What to do, when the message alone does not say (its i18n key). */
    readonly hintKey?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class TimeoutError extends NetworkError {
  constructor(ms: number) {
    super(`Timeout exceeded (${ms} ms)`, 'errors.timeout', true, 'errors.timeoutHint');
  }
}

export class ConnectionError extends NetworkError {
  constructor(cause: unknown) {
    super(`Connection failed: ${cause instanceof Error ? cause.message : String(cause)}`, 'errors.connection', true);
  }
}

/**
 * A request's failure as the visitor should hear of it. A module of the app's own that did not load on the way (the
 * action's, Relay's: offline, a dropped connection) is a connection problem too: the same message, and Retry.
 */
export function asRequestFailure(error: unknown): unknown {
  return isModuleNotLoaded(error) ? new ConnectionError(error) : error;
}

export class ServerError extends NetworkError {
  constructor(status: number) {
    super(`The GraphQL endpoint answered HTTP ${status}`, 'errors.technical', true);
  }
}

/**
 * HTTP 401 to a request that carried the auth token: the backend no longer accepts it (expired, revoked). The app has
 * forgotten it (signed out); trying again goes without it.
 */
export class SessionEndedError extends NetworkError {
  constructor() {
    super('The GraphQL endpoint refused the auth token (HTTP 401)', 'account.sessionEnded', true);
  }
}

/** GraphQL `errors`, joined into one message (spec §8). */
export class GraphQLResponseError extends NetworkError {
  constructor(readonly errors: readonly { message: string; extensions?: { code?: unknown } }[]) {
    super(errors.map((e) => e.message).join('\n'), 'errors.technical', false);
  }

  /** The errors' extensions.code values, e.g. UNAUTHENTICATED or FORBIDDEN. */
  get codes(): string[] {
    return this.errors.flatMap((e) => (typeof e.extensions?.code === 'string' ? [e.extensions.code] : []));
  }

  /** Whether the backend named this error code (extensions.code), e.g. UNAUTHENTICATED for a refused token. */
  hasCode(code: string): boolean {
    return this.codes.includes(code);
  }
}
