/** X-Mock-Scenario with a transport scenario: played once per operation, whatever it asks. */
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { MockContext } from './context.ts';
import { playTransportFailure } from './transportFailures.ts';

export const useHeaderTransportFailure = (): Plugin<MockContext> => ({
  async onExecute({ args, setResultAndStopExecution }) {
    const context = args.contextValue;
    if (context.headerScenario?.kind !== 'transport') return;
    try {
      await playTransportFailure(context.headerScenario, context);
    } catch (error) {
      setResultAndStopExecution({ errors: [error as GraphQLError] });
    }
  },
});
