// One GraphQL request over HTTP: POST, credentials included, the spec's headers, a 30 s timeout.
import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import {
  ConnectionError,
  GraphQLResponseError,
  ServerError,
  SessionEndedError,
  TimeoutError,
} from './networkErrors.ts';
import { requestHeaders, type RequestContext } from './requestHeaders.ts';

export const REQUEST_TIMEOUT_MS = 30_000;

export interface FetchGraphQLOptions {
  endpoint: string;
  context: () => RequestContext;
  fetchFn?: typeof fetch;
  timeoutMs?: number;
  /** The backend refused the auth token the request carried (HTTP 401): sign the visitor out. */
  onSessionEnded?: (refusedToken: string) => void;
}

type Body = { data?: unknown; errors?: { message: string }[] } | undefined;

export function createFetchGraphQL({
  endpoint,
  context,
  fetchFn = fetch,
  timeoutMs = REQUEST_TIMEOUT_MS,
  onSessionEnded,
}: FetchGraphQLOptions) {
  return async function fetchGraphQL(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TimeoutError(timeoutMs)), timeoutMs);
    const sent = context();
    try {
      const response = await fetchFn(endpoint, {
        method: 'POST',
        credentials: 'include',
        headers: requestHeaders(sent),
        body: JSON.stringify({ operationName: params.name, variables, query: params.text }),
        signal: controller.signal,
      });
      // Without a token a 401 is the backend's failure (below); with one, the token is done for, whatever the body.
      if (response.status === 401 && sent.authToken) {
        onSessionEnded?.(sent.authToken);
        throw new SessionEndedError();
      }
      const body = (await response.json().catch((error: unknown) => {
        // Timed out, or the connection dropped while the body came (fetch's TypeError): not the body's fault.
        if (controller.signal.aborted || error instanceof TypeError) throw error;
        return undefined; // not JSON (a proxy's HTML page, a cut-off answer): judged by the status below
      })) as Body;
      if (body?.errors?.length) throw new GraphQLResponseError(body.errors);
      if (!response.ok || !body?.data) throw new ServerError(response.status);
      return body as GraphQLResponse;
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason;
      if (error instanceof TypeError) throw new ConnectionError(error); // fetch's word for offline/refused
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}
