/** Small helpers to talk to the mock backend over real HTTP, as the app does. */
import type { MockRequest } from '../../../mock-server/__generated__/scenarioCatalogue.ts';

export interface GraphqlAnswer {
  status: number;
  body: any;
}

export async function postGraphql(
  baseUrl: string,
  request: Pick<MockRequest, 'query' | 'variables' | 'headers'>,
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...request.headers,
      ...headers,
    },
    body: JSON.stringify({ query: request.query, variables: request.variables }),
  });
  return { status: response.status, body: await response.json() };
}

/** Reads a dot path such as data.x.problems.*.reason; `*` maps over a list. */
export function valueAtPath(value: unknown, path: string): unknown {
  const [head, ...rest] = path.split('.');
  if (head === undefined || path === '') return value;
  if (head === '*') return Array.isArray(value) ? value.map((item) => valueAtPath(item, rest.join('.'))) : undefined;
  const next = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[head] : undefined;
  return rest.length === 0 ? next : valueAtPath(next, rest.join('.'));
}
