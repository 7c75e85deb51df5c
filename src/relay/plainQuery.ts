// A query answered without Relay's runtime (some 70 kB gzip), for a page's first question, whose answer is read
// whole and never updated: the code check of a registration page. Its operation is still a Relay artifact (typed,
// checked against the schema), its request the same as Relay's (backendFetch.ts).
import type { GraphQLTaggedNode, OperationType, RequestParameters } from 'relay-runtime';
import { backendFetchReady } from './backendFetch.ts';

export async function plainQuery<Q extends OperationType>(
  operation: GraphQLTaggedNode,
  variables: Q['variables'],
): Promise<Q['response']> {
  const { params } = operation as unknown as { params: RequestParameters }; // the compiled artifact
  const fetchGraphQL = await backendFetchReady();
  const { data } = (await fetchGraphQL(params, variables)) as { data: Q['response'] };
  return data;
}
