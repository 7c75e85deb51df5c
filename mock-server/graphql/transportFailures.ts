/** The three transport scenarios: an answer past the client's timeout, a dropped connection, a GraphQL error. */
import { setTimeout as delay } from 'node:timers/promises';
import type { MockContext } from './context.ts';
import { graphqlError } from '../base/graphqlError.ts';
import type { MockScenario } from '../scenarios/catalogue.ts';

export const TRANSPORT_FAILURES = ['Timeout', 'NetworkFailure', 'GraphQLError'] as const;

export const backendError = () =>
  graphqlError('The registration backend failed (mock scenario).', 'MOCK_BACKEND_ERROR');

/**
 * Plays the failure. Timeout waits and then lets the request be answered as usual;
 * the other two end it with an error (after a dropped connection nobody reads that error).
 */
export async function playTransportFailure(scenario: MockScenario, context: MockContext): Promise<void> {
  switch (scenario.produces) {
    case 'Timeout':
      // Stops waiting when the client goes away, so an aborted request frees its timer.
      await delay(context.services.options.slowAnswerMs, undefined, { signal: context.signal }).catch(() => undefined);
      return;
    case 'NetworkFailure':
      context.dropConnection();
      throw backendError();
    case 'GraphQLError':
      throw backendError();
    default:
      throw new Error(
        `Scenario ${scenario.id}: "${scenario.produces}" is not one of ${TRANSPORT_FAILURES.join(', ')}.`,
      );
  }
}
