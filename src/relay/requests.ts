// Relay requests as promises, for actions that run outside React's render (a form's submit).
import {
  commitMutation,
  fetchQuery,
  type Environment,
  type GraphQLTaggedNode,
  type MutationParameters,
  type OperationType,
} from 'relay-runtime';

export const queryOnce = <Q extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: Q['variables'],
) => fetchQuery<Q>(environment, query, variables).toPromise();

export const mutate = <M extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: M['variables'],
) =>
  new Promise<M['response']>((resolve, reject) =>
    commitMutation<M>(environment, { mutation, variables, onCompleted: resolve, onError: reject }),
  );
