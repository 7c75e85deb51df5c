/**
 * GraphQL errors of at most MAX_ERROR_MESSAGE characters. Variable coercion quotes the whole invalid value in each
 * of up to 50 errors: a 60 KB object of unknown fields was answered with 3 MB (found by
 * tests/mock-server/fuzz-arguments.test.ts). Over HTTP and WebSocket alike: both run the envelop pipeline.
 */
import type { ExecutionResult, GraphQLError } from 'graphql';
import { createGraphQLError, handleStreamOrSingleExecutionResult, isAsyncIterable, type Plugin } from 'graphql-yoga';

export const MAX_ERROR_MESSAGE = 500;

const shorten = (error: GraphQLError): GraphQLError =>
  error.message.length <= MAX_ERROR_MESSAGE
    ? error
    : createGraphQLError(`${error.message.slice(0, MAX_ERROR_MESSAGE)}…`, {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: error.path,
        originalError: error.originalError,
        extensions: error.extensions,
      });

/** Calls `replace` with the result's errors shortened, when one is too long. */
function bound(result: ExecutionResult, replace: (result: ExecutionResult) => void): void {
  if (result.errors?.some((error) => error.message.length > MAX_ERROR_MESSAGE)) {
    replace({ ...result, errors: result.errors.map(shorten) });
  }
}

export const useBoundedErrorMessages = (): Plugin => ({
  onExecute: () => ({
    onExecuteDone: (payload) =>
      handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => bound(result, setResult)),
  }),
  onSubscribe: () => ({
    onSubscribeResult: ({ result, setResult }) => {
      if (!isAsyncIterable(result)) return bound(result, setResult);
      return { onNext: ({ result: next, setResult: setNext }) => bound(next, setNext) };
    },
  }),
});
