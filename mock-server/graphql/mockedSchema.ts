/** The shared SDL made executable: resolvers decide, mocks fill the rest, its length limits hold first. */
import { readFileSync } from 'node:fs';
import { addMocksToSchema, createMockStore, type IMockStore } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { PATHS } from '../base/paths.ts';
import { enforceLengthLimits } from './inputLengthLimits.ts';
import { mocks } from './mocks.ts';
import { resolvers } from './resolvers/index.ts';

export function buildMockedSchema(): { schema: GraphQLSchema; mockValues: IMockStore } {
  const schema = makeExecutableSchema({ typeDefs: readFileSync(PATHS.graphqlSchema, 'utf8') });
  const mockValues = createMockStore({ schema, mocks });
  return { schema: enforceLengthLimits(addMocksToSchema({ schema, store: mockValues, resolvers })), mockValues };
}
