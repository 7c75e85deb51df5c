/** Membership interest: one application per e-mail; a second one is accepted without a second entry. */
import { isLanguage } from '../../../src/shared/languages.ts';
import type { MutationResolvers } from '../../__generated__/resolverTypes.ts';
import { problem } from '../../rules/problems.ts';
import { validateEmail } from '../../rules/validateForm.ts';
import { forcedAnswer, forcedScenario } from '../forcedScenario.ts';

const MEMBERSHIP_STATUSES = ['SUBMITTED', 'ALREADY_SUBMITTED'] as const;

export const applyForMembership: MutationResolvers['applyForMembership'] = async (_, { input }, context) => {
  const forced = await forcedScenario(context, 'applyForMembership', { field: 'email', value: input.email });
  if (forced) return { status: forcedAnswer(forced, MEMBERSHIP_STATUSES), problems: [] };

  const problems = [
    validateEmail(input.email),
    input.locale == null || isLanguage(input.locale) ? null : problem('LocaleInvalid', 'NOT_IN_LIST'),
  ].filter((found) => found !== null);
  if (problems.length > 0) return { status: null, problems };
  const added = context.services.store.addMembershipInterest(input.email);
  return { status: added ? 'SUBMITTED' : 'ALREADY_SUBMITTED', problems: [] };
};
