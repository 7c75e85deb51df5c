// Relay requests as promises, for code that runs outside React's render (a form's submit, a route's loader).
import {
  commitMutation,
  createOperationDescriptor,
  fetchQuery,
  type ConcreteRequest,
  type IEnvironment,
  type GraphQLTaggedNode,
  type MutationParameters,
  type OperationType,
} from 'relay-runtime';

/** Always of the backend, or from the store when it holds all the query reads (node(id): nodeFromStore.ts). */
export type QueryFetchPolicy = 'network-only' | 'store-or-network';

export const queryOnce = <Q extends OperationType>(
  environment: IEnvironment,
  query: GraphQLTaggedNode,
  variables: Q['variables'],
) => fetchQuery<Q>(environment, query, variables).toPromise();

/**
 * A page's query: its data, once in the store, and the store keeps it (and what its fragments read) until disposed,
 * as a query a component may read must stay.
 */
export function retainedQuery<Q extends OperationType>(
  environment: IEnvironment,
  query: ConcreteRequest,
  variables: Q['variables'],
  fetchPolicy: QueryFetchPolicy,
) {
  const retained = environment.retain(createOperationDescriptor(query, variables));
  const response = fetchQuery<Q>(environment, query, variables, { fetchPolicy }).toPromise();
  return { response, dispose: () => retained.dispose() };
}

export const mutate = <M extends MutationParameters>(
  environment: IEnvironment,
  mutation: GraphQLTaggedNode,
  variables: M['variables'],
) =>
  new Promise<M['response']>((resolve, reject) =>
    commitMutation<M>(environment, { mutation, variables, onCompleted: resolve, onError: reject }),
  );
