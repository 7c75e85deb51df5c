/**
 * GraphQL errors built by yoga's own copy of graphql. graphql@16 ships CJS and ESM without an
 * "exports" map, so a bundler-resolved import here and Node's import inside yoga can be two
 * copies; yoga would then not recognise our errors and mask them as unexpected.
 */
import { createGraphQLError } from 'graphql-yoga';

export const graphqlError = (message: string, code: string, httpStatus?: number) =>
  createGraphQLError(message, { extensions: { code, ...(httpStatus ? { http: { status: httpStatus } } : {}) } });
