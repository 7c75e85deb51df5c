// A request that leaves before Relay's runtime is on the page, whose answer Relay's network layer takes when Relay
// asks the same operation with the same variables (src/relay/environment.ts): the answer lands in Relay's store as
// if Relay had fetched it, and the components read it from there with their fragments. The code check of a
// registration page starts this way in its route's loader, while the page's own code (and Relay's) still loads.
// No Relay runtime here: only the compiled operation's text and types.
import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { backendFetchReady } from './backendFetch.ts';

/** A compiled operation (its artifact in src/__generated__/relay/): what is sent is its params. */
export interface OperationArtifact {
  params: RequestParameters;
}

const inFlight = new Map<string, Promise<GraphQLResponse>>();

/** Relay sends every declared variable, absent ones as undefined or null: the same request either way. */
const requestKey = (params: RequestParameters, variables: Variables) =>
  `${params.name} ${JSON.stringify(
    Object.keys(variables)
      .sort()
      .map((name) => [name, variables[name] ?? null]),
  )}`;

/** Sends the operation now: each visit asks anew (an answer nobody took is dropped for the newer one). */
export function sendEarly(operation: OperationArtifact, variables: Variables): void {
  const key = requestKey(operation.params, variables);
  const answer = backendFetchReady().then((fetchGraphQL) => fetchGraphQL(operation.params, variables));
  answer.catch(() => {}); // a failure is Relay's to report, once it asks (else nobody waits for it)
  inFlight.set(key, answer);
}

/** The answer of the same request sent early, handed out once: a later ask (a retry) goes to the backend. */
export function takeEarly(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> | undefined {
  const key = requestKey(params, variables);
  const answer = inFlight.get(key);
  inFlight.delete(key);
  return answer;
}
