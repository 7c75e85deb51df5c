/**
 * Parameters that are not JSON (`?variables=notjson`, `extensions=[` in a GET or a urlencoded POST) answer 400 as
 * a malformed POST body does. yoga's GET and urlencoded parsers let JSON.parse's SyntaxError through, which it
 * answered as an unexpected error, 500 (found by tests/mock-server/fuzz-transport.test.ts).
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';

const isGraphqlError = (error: unknown) => error instanceof Error && error.name === 'GraphQLError';

export const useRequestParamsErrors = (): Plugin => ({
  onRequestParse({ requestParser, setRequestParser }) {
    if (!requestParser) return; // no parser for this media type: yoga answers 415
    setRequestParser(async (request) => {
      try {
        return await requestParser(request);
      } catch (error) {
        if (isGraphqlError(error) || !(error instanceof Error)) throw error;
        throw createGraphQLError('The request parameters are not valid JSON.', {
          extensions: {
            code: 'BAD_REQUEST',
            http: { spec: true, status: 400 },
            originalError: { name: error.name, message: error.message },
          },
        });
      }
    });
  },
});
