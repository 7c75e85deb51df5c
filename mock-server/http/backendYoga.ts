// The yoga app of the mock backend: its schema with the services in each request's context, CORS for a credentialed
// front end, unexpected errors masked and logged once, and the plugins that answer the backend's other paths.
import type { GraphQLSchema } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import type { AbService } from '../ab/abService.ts';
import { createMockContext, type InitialContext, type MockContext } from '../graphql/context.ts';
import { hardeningPlugins } from '../graphql/hardeningPlugins.ts';
import { useHeaderTransportFailure } from '../graphql/headerTransportPlugin.ts';
import type { BackendServices } from '../graphql/services.ts';
import { useScenarioCookieExpiry } from '../scenarios/scenarioCookie.ts';
import { useBackendRoutes } from './backendRoutesPlugin.ts';
import { useBodyLimit } from './bodyLimitPlugin.ts';
import { useRefusalBodies } from './refusalBodies.ts';
import { shopPageResponse } from './shopPage.ts';

export function createBackendYoga(schema: GraphQLSchema, services: BackendServices, ab: AbService, reset: () => void) {
  const { options, store, catalogue } = services;
  return createYoga<InitialContext, MockContext>({
    schema,
    graphqlEndpoint: '/graphql',
    context: (initial) => createMockContext(services, initial),
    cors: (request) => {
      const origin = request.headers.get('origin');
      // Echo the origin: credentials are allowed (spec §7.1), which rules out "*".
      return origin ? { origin, credentials: true, exposedHeaders: ['x-sse-support'] } : false;
    },
    maskedErrors: {
      maskError: (error, message) => {
        const masked = maskError(error, message, false);
        if (masked !== error) options.logError(error);
        return masked;
      },
    },
    graphiql: !options.production,
    landingPage: false,
    // Unexpected errors are reported by maskError above; expected GraphQL errors are answers, not log lines.
    logging: false,
    plugins: [
      useBodyLimit(options.bodyLimitBytes),
      useBackendRoutes({ ab, store, catalogue, reset, shopPage: (request) => shopPageResponse(request, services) }),
      ...hardeningPlugins(options.production),
      useHeaderTransportFailure(),
      useScenarioCookieExpiry(),
      useRefusalBodies('/graphql'),
    ],
  });
}
