/**
 * Lobby: the e-mail comes from the signed lobby token, so nobody can add someone else's address. The list keeps
 * the order of joining: the answer tells the e-mail's place and how many joined before it.
 */
import { readTokenEmail } from '../../auth/tokens.ts';
import type { MutationResolvers } from '../../__generated__/resolverTypes.ts';
import { forcedAnswer, forcedScenario } from '../forcedScenario.ts';
import { graphqlError } from '../../base/graphqlError.ts';

const WAITING_LIST_STATUSES = ['ADDED', 'ALREADY_ON_LIST'] as const;

export const joinWaitingList: MutationResolvers['joinWaitingList'] = async (_, { input }, context) => {
  const { options, store } = context.services;
  const email = await readTokenEmail(input.token, options.secret, store.clock.now());
  if (!email) {
    throw graphqlError('The lobby token is not valid or has expired.', 'UNAUTHENTICATED');
  }
  const forced = await forcedScenario(context, 'joinWaitingList', { field: 'token', value: input.token });
  // A forced answer leaves the list as it is: the place is where the e-mail is, or would be.
  if (forced)
    return { email, status: forcedAnswer(forced, WAITING_LIST_STATUSES), ...store.waitingList.placeOf(email) };
  const { added, ...place } = store.waitingList.join(email);
  return { email, status: added ? 'ADDED' : 'ALREADY_ON_LIST', ...place };
};
