// Faults on the GraphQL endpoint, injected with page.route into one operation's requests (the others go through),
// and the count of the mutations the page sent, by operation name.
import { readdirSync } from 'node:fs';
import type { Page, Request, Route } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '../src/relay/fetchGraphQL.ts';

export interface Fault {
  name: string;
  answer(route: Route): Promise<void>;
  /** The i18n keys of what the visitor is told (src/relay/networkErrors.ts). */
  messages: readonly string[];
  /** How far the page's clock moves on once the request is out (a timeout). */
  clockMs?: number;
}

const graphqlError = { errors: [{ message: 'Upstream failed', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };

/** The faults every mutation meets, a GraphQL error last (it offers no retry: a form's button sends again). */
export const faults: readonly Fault[] = [
  { name: 'network drop', answer: (route) => route.abort('connectionreset'), messages: ['errors.connection'] },
  {
    name: 'timeout',
    answer: () => new Promise<void>(() => {}), // never answered: the page gives up
    messages: ['errors.timeout', 'errors.timeoutHint'],
    clockMs: REQUEST_TIMEOUT_MS + 1000,
  },
  {
    name: 'HTTP 500',
    answer: (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    messages: ['errors.technical'],
  },
  {
    name: '502 with an HTML body',
    answer: (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>',
      }),
    messages: ['errors.technical'],
  },
  {
    name: 'malformed JSON',
    answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": {"' }),
    messages: ['errors.technical'],
  },
  { name: 'GraphQL error', answer: (route) => route.fulfill({ json: graphqlError }), messages: ['errors.technical'] },
];

/** Every mutation the app can send: the Relay compiler's artifacts, named by the operations (npm run codegen). */
export const mutationNames = (): string[] =>
  readdirSync('src/__generated__/relay')
    .filter((file) => file.endsWith('Mutation.graphql.ts'))
    .map((file) => file.replace(/\.graphql\.ts$/, ''))
    .sort();

const operationOf = (request: Request): string | undefined => {
  if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return undefined;
  return (request.postDataJSON() as { operationName?: string } | null)?.operationName;
};

/** Counts the mutations the page sends (including those a fault drops), by operation name. */
export function countMutations(page: Page) {
  const sent: Record<string, number> = {};
  const names = new Set(mutationNames());
  page.on('request', (request) => {
    const name = operationOf(request);
    if (name && names.has(name)) sent[name] = (sent[name] ?? 0) + 1;
  });
  return { of: (name: string) => sent[name] ?? 0, all: () => ({ ...sent }) };
}

/**
 * The fault in the way of one operation: its requests wait until released (so that the visitor can click again
 * while one is out), then get the fault. `arm` sets the next fault; `heal` removes the route.
 */
export async function injectFaults(page: Page, operation: string) {
  let fault: Fault | undefined;
  let release = () => {};
  let held = Promise.resolve();
  const handler = async (route: Route) => {
    const current = fault;
    if (!current || operationOf(route.request()) !== operation) return route.fallback();
    await held;
    return current.answer(route);
  };
  await page.route('**/graphql', handler);
  return {
    arm(next: Fault) {
      fault = next;
      held = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
    /** The fault is gone: the route is removed (a timeout's handler never returns: its error is ignored). */
    heal: () => page.unrouteAll({ behavior: 'ignoreErrors' }),
  };
}

/** Answers of the mutation come late but fine: the visitor has time to click again. */
export async function slowAnswers(page: Page, operation: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request()) === operation) await held;
    return route.fallback();
  });
  return { release: () => release() };
}

/** What the browser itself logs of a failed request (not the app's): allowed in fault tests. */
export const BROWSER_NETWORK_LOG = /^Failed to load resource: /;
