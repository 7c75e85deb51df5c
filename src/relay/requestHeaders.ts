// The headers every GraphQL request carries (spec §7.2).
import { authorizationValue } from './authorization.ts';

export interface RequestContext {
  sessionId: string;
  sourcePage: string;
  authToken: string | undefined;
}

export function requestHeaders({ sessionId, sourcePage, authToken }: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/graphql-response+json, application/json',
    'X-Correlation-ID': crypto.randomUUID(),
    'X-Session-ID': sessionId,
    'X-Source-Page': sourcePage,
  };
  const authorization = authorizationValue(authToken);
  if (authorization) headers.Authorization = authorization;
  return headers;
}
