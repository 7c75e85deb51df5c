/** What a production GraphQL server has: cost and shape limits, and no schema tour for strangers. */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { ASTVisitor, GraphQLError, ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { useBoundedErrorMessages } from './boundedErrorMessages.ts';
import { graphqlError } from '../base/graphqlError.ts';
import { useNestingLimit } from './nestingLimit.ts';
import { useRequestParamsErrors } from './requestParamsErrors.ts';

/** Generous for Relay's generated queries, far below what a hostile query needs. */
export const LIMITS = { depth: 12, cost: 5000, aliases: 15, directives: 10, tokens: 3000, nesting: 64 } as const;

/** graphql's NoSchemaIntrospectionCustomRule, by field name: no instanceof across graphql copies. */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule((context: ValidationContext): ASTVisitor => ({
      Field(node) {
        if (node.name.value === '__schema' || node.name.value === '__type') {
          context.reportError(graphqlError('Introspection is disabled in production mode.', 'INTROSPECTION_DISABLED'));
        }
      },
    }));
  },
};

/** Reported as validation errors (HTTP 400) rather than thrown (which yoga answers with 200). */
const asValidationError = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

export function hardeningPlugins(production: boolean): Array<Plugin | ReturnType<typeof EnvelopArmorPlugin>> {
  const armor = EnvelopArmorPlugin({
    maxDepth: { n: LIMITS.depth, ...asValidationError },
    costLimit: { maxCost: LIMITS.cost, ...asValidationError },
    maxAliases: { n: LIMITS.aliases, ...asValidationError },
    maxDirectives: { n: LIMITS.directives, ...asValidationError },
    // Counted while parsing, before validation: it stays a parse error.
    maxTokens: { n: LIMITS.tokens },
    // Suggestions ("Did you mean …?") help developers and attackers alike.
    blockFieldSuggestion: { enabled: production },
  });
  // After armor: its token limit replaces the parse function, the nesting limit wraps whichever is in place.
  const plugins = [armor, useNestingLimit(LIMITS.nesting), useBoundedErrorMessages(), useRequestParamsErrors()];
  return production ? [...plugins, noIntrospection] : plugins;
}
