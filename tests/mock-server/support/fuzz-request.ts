/**
 * One request to the mock backend in-process (yoga.fetch) with a deadline, and what every answer to hostile input
 * must be: never a 5xx, never a hang, a GraphQL error body when refused, never a masked unexpected error.
 */
import { expect } from 'vitest';
import type { MockBackend } from '../../../mock-server/backend.ts';

/** Far above the few milliseconds an in-process answer takes: only a hang or a pathological input reaches it. */
export const DEADLINE_MS = 5000;

/** The Accept header of the app's requests (src/relay/requestHeaders.ts). */
export const APP_ACCEPT = 'application/graphql-response+json, application/json';

export interface FuzzAnswer {
  status: number;
  contentType: string;
  text: string;
  json: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } | undefined;
}

export async function send(backend: MockBackend, init: RequestInit, url = 'http://app.test/graphql') {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DEADLINE_MS} ms`)), DEADLINE_MS);
  });
  try {
    const response = await Promise.race([backend.yoga.fetch(url, init), deadline]);
    const text = await Promise.race([response.text(), deadline]);
    let json: FuzzAnswer['json'];
    try {
      json = JSON.parse(text) as FuzzAnswer['json'];
    } catch {
      json = undefined;
    }
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, json };
  } finally {
    clearTimeout(timer);
  }
}

export const postJson = (
  backend: MockBackend,
  body: unknown,
  headers: Record<string, string> = {},
  accept: string = APP_ACCEPT,
) =>
  send(backend, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A GraphQL error body: errors, each with a message, and no masked unexpected error. */
export function expectErrorBody(answer: FuzzAnswer, label: string) {
  expect(answer.json, `${label}: a JSON body (${answer.text.slice(0, 200)})`).toBeTypeOf('object');
  const errors = answer.json?.errors;
  expect(errors?.length, `${label}: errors (${answer.text.slice(0, 200)})`).toBeGreaterThan(0);
  for (const error of errors ?? []) expect(error.message, label).toBeTypeOf('string');
  expect(answer.text, label).not.toContain('Unexpected error.');
}

/**
 * A request GraphQL refuses before executing it (the variables do not fit the types, the body is not a request):
 * with the app's Accept 4xx and no data; with application/json only, the spec lets a server answer 200, still
 * without data.
 */
export function expectRefused(answer: FuzzAnswer, label: string, accept = APP_ACCEPT) {
  const jsonOnly = !accept.includes('application/graphql-response+json');
  if (jsonOnly) expect([200, 400], `${label}: status`).toContain(answer.status);
  else expect(answer.status, `${label}: status (${answer.text.slice(0, 200)})`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${label}: status`).toBeLessThan(500);
  expectErrorBody(answer, label);
  expect(answer.json?.data, `${label}: no data`).toBeUndefined();
}

/**
 * A well-typed request with a hostile value: the resolver's answer (a payload problem, or a GraphQL error with a
 * code such as BAD_USER_INPUT or a length limit's), never a 5xx or a masked crash.
 */
export function expectAnswered(answer: FuzzAnswer, label: string) {
  expect(answer.status, `${label}: status (${answer.text.slice(0, 200)})`).toBeLessThan(500);
  expect(answer.json, `${label}: a JSON body (${answer.text.slice(0, 200)})`).toBeTypeOf('object');
  if (answer.status !== 200 || answer.json?.errors) expectErrorBody(answer, label);
  else expect(answer.json?.data, `${label}: data`).toBeTypeOf('object');
}
