// Runs an action as the form would, against a mock backend of its own (yoga.fetch, no port): the real Relay network
// layer, the real operations, a context built here (the page's URL, its language, the data around the form).
import type { Language } from '../../src/shared/languages.ts';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { Network, type Environment } from 'relay-runtime';
import { createMockBackend, type MockBackend } from '../../mock-server/backend.ts';
import { countryOptions } from '../../mock-server/rules/legalTexts.ts';
import type { Invitation } from '../../src/actions/actionData.ts';
import { invitationKeys } from './invitationKeys.ts';
import { actionRegistry } from '../../src/actions/actionRegistry.ts';
import type { ActionContext, DataOf, ValuesOf } from '../../src/actions/defineAction.ts';
import type { ActionName } from '../../src/config/__generated__/screen.ts';
import { createFetchGraphQL } from '../../src/relay/fetchGraphQL.ts';
import { createRelayEnvironment } from '../../src/relay/environment.ts';

export const SITE = 'https://club.example';

/**
 * A browser's document (its cookie jar) and navigator, from jsdom, for actions that read or write cookies. Only these
 * two globals: the mock backend runs in the same process and needs Node's own URL and fetch.
 */
export function useBrowserGlobals(url = `${SITE}/acquisition/`, languages = ['en-US']) {
  const dom = new JSDOM('', { url });
  Object.defineProperty(dom.window.navigator, 'languages', { value: languages });
  const globals = globalThis as { document?: Document; navigator?: Navigator };
  const before = { document: globals.document, navigator: globals.navigator };
  beforeAll(() => {
    Object.defineProperty(globalThis, 'document', { value: dom.window.document, configurable: true });
    Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator, configurable: true });
  });
  afterAll(() => {
    Object.defineProperty(globalThis, 'document', { value: before.document, configurable: true });
    Object.defineProperty(globalThis, 'navigator', { value: before.navigator, configurable: true });
  });
  return dom;
}

/** One mock backend for the test file, back to its seed before each test. */
export function useMockBackend(): MockBackend {
  const backend = createMockBackend({ logError: () => undefined });
  beforeEach(() => backend.reset());
  afterAll(() => backend.close());
  return backend;
}

/** A GraphQL request as the backend received it. */
export interface SentRequest {
  operationName: string;
  variables: Record<string, any>;
}

interface NetworkOptions {
  authToken?: string | undefined;
  /** The connection drops on the way to the backend for these operations (fetch rejects, as a browser's does). */
  dropped?: readonly string[] | undefined;
}

export function relayEnvironmentOn(backend: MockBackend, sent: SentRequest[], network: NetworkOptions): Environment {
  const fetchGraphQL = createFetchGraphQL({
    endpoint: `${SITE}/graphql`,
    context: () => ({ sessionId: 'action-tests', sourcePage: '/acquisition/', authToken: network.authToken }),
    fetchFn: async (input, init) => {
      const request = JSON.parse(String(init?.body)) as SentRequest;
      if (network.dropped?.includes(request.operationName)) throw new TypeError('Failed to fetch');
      sent.push(request);
      return backend.yoga.fetch(new URL(String(input)), init ?? {});
    },
  });
  return createRelayEnvironment(Network.create(fetchGraphQL));
}

interface RunOptions<A extends ActionName> extends NetworkOptions {
  data?: DataOf<A>;
  /** The page's path and query below the site, e.g. '/acquisition/de/MOCK-VALID?pdp=/p/1'. */
  path?: string;
  lang?: Language;
  language?: string;
  retry?: boolean;
  /** Shared between runs, as a form keeps it for its lifetime. */
  betweenRuns?: Record<string, unknown>;
}

export async function runAction<A extends ActionName>(
  backend: MockBackend,
  name: A,
  values: ValuesOf<A>,
  options: RunOptions<A> = {},
) {
  const action = (await actionRegistry[name]()).default;
  const sent: SentRequest[] = [];
  const environment = relayEnvironmentOn(backend, sent, options);
  const context: ActionContext<A> = {
    environment: async () => environment,
    url: new URL(options.path ?? '/acquisition/', SITE),
    lang: options.lang,
    language: options.language ?? options.lang ?? 'en',
    data: (options.data ?? {}) as DataOf<A>,
    betweenRuns: options.betweenRuns ?? {},
    retry: options.retry ?? false,
  };
  return { ...(await action.run(values, context)), sent, environment };
}

/** The invitation the registration page of a seeded code gives its form. */
export const invitationOf = (
  registrationCode: string,
  backendCountry: string | null = null,
  registrationFlow: Invitation['registrationFlow'] = 'default',
): Invitation => ({ registrationCode, ...invitationKeys(countryOptions(), backendCountry), registrationFlow });
