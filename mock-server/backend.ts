/**
 * Builds one mock backend: store, scenario catalogue, A/B service and the yoga app that serves
 * them all. Tests call `backend.yoga.fetch(...)` without a port; index.ts and vitePlugin.ts
 * mount `middleware` and `handleUpgrade` on a real server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { IMockStore } from '@graphql-tools/mock';
import type { YogaServerInstance } from 'graphql-yoga';
import type { InitialContext, MockContext } from './graphql/context.ts';
import { AbService } from './ab/abService.ts';
import { forgetMockValues } from './graphql/forgetMockValues.ts';
import { buildMockedSchema } from './graphql/mockedSchema.ts';
import { createRegistrationEvents, type BackendServices } from './graphql/services.ts';
import { isBackendPath } from './http/backendRoutesPlugin.ts';
import { createBackendYoga } from './http/backendYoga.ts';
import { createGraphqlWebSocket } from './http/graphqlWebsocket.ts';
import { resolveOptions, type MockBackendOptions } from './base/options.ts';
import { socialRoutes } from './oidc/socialRoutes.ts';
import type { ScenarioCatalogue } from './scenarios/catalogue.ts';
import { liveScenarioCatalogue } from './scenarios/liveCatalogue.ts';
import { MockStore } from './store/mockStore.ts';

export type ConnectMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface MockBackend {
  yoga: YogaServerInstance<InitialContext, MockContext>;
  store: MockStore;
  /** @graphql-tools/mock's values for what no resolver sets, kept per object. */
  mockValues: IMockStore;
  catalogue: ScenarioCatalogue;
  ab: AbService;
  /** Puts the store (and the mocked values) back to the seed. */
  reset(): void;
  /** Reads scenarios.json again (it was edited): its cases and seed codes work at once; throws on an invalid file. */
  reloadCatalogue(): void;
  /** Connect-style: answers the backend's paths, passes everything else on. */
  middleware: ConnectMiddleware;
  /** For the server's 'upgrade' event: takes /graphql (returns true), ignores other paths. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): Promise<void>;
}

export function createMockBackend(input: MockBackendOptions = {}): MockBackend {
  const options = resolveOptions(input);
  const { schema, mockValues } = buildMockedSchema();
  const catalogue = liveScenarioCatalogue();
  const store = new MockStore({
    seedInvitations: options.seedInvitations,
    catalogue,
    // A forgotten registration's mocked values go with it (answers.ts keys both of these by its id).
    onRegistrationForgotten: (id) =>
      ['Registration', 'ConsentCredentials'].forEach((t) => forgetMockValues(mockValues, t, id)),
  });
  const ab = new AbService(options.experimentsFile, store, options.abSlowMs);
  const services: BackendServices = {
    store,
    mockValues,
    catalogue,
    options,
    registrationEvents: createRegistrationEvents(),
  };
  const reset = () => {
    store.reset();
    mockValues.reset();
  };

  const yoga = createBackendYoga(schema, services, ab, reset);
  const social = socialRoutes(options.logError);
  const webSocket = createGraphqlWebSocket(yoga as unknown as YogaServerInstance<object, object>, {
    maxPayloadBytes: options.bodyLimitBytes,
  });

  return {
    yoga,
    store,
    mockValues,
    catalogue,
    ab,
    reset,
    reloadCatalogue: () => {
      catalogue.reload();
      store.reseedCodes();
    },
    middleware: (req, res, next) => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (social(req, res, pathname)) return;
      if (!isBackendPath(pathname, ab)) return next();
      void yoga.requestListener(req, res);
    },
    handleUpgrade: webSocket.handleUpgrade,
    close: async () => {
      ab.close();
      await webSocket.close();
      await yoga.dispose();
    },
  };
}
