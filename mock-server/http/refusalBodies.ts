/**
 * GraphQL-over-HTTP refusals that yoga sends without a body (415 for a media type it does not parse, 406 for an
 * Accept it cannot meet) get a GraphQL error body, as every other refusal of /graphql has, so a client can tell why.
 */
import type { Plugin } from 'graphql-yoga';

const WHY: Record<number, string> = {
  406: 'The Accept header allows neither application/graphql-response+json nor application/json.',
  415: 'The request body is not in a media type this server reads: send application/json.',
};

export const useRefusalBodies = (graphqlPath: string): Plugin => ({
  onResponse({ request, response, setResponse }) {
    const why = WHY[response.status];
    if (!why || response.body || new URL(request.url).pathname !== graphqlPath) return;
    const headers = new Headers(response.headers);
    headers.set('content-type', 'application/json; charset=utf-8');
    setResponse(new Response(JSON.stringify({ errors: [{ message: why }] }), { status: response.status, headers }));
  },
});
