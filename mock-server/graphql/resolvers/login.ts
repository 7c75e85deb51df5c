/** Log-in: a bearer token whose session lives in the store, so a reset logs everyone out. */
import { sameText, sha256Hex } from '../../auth/hashing.ts';
import { issueBearerToken } from '../../auth/tokens.ts';
import type { MutationResolvers } from '../../generated/resolverTypes.ts';
import { forcedAnswer, forcedScenario } from '../../scenarios/forcedScenario.ts';
import { userAnswer } from '../answers.ts';

const LOGIN_ERRORS = ['INVALID_CREDENTIALS'] as const;

export const login: MutationResolvers['login'] = async (_, { input }, context) => {
  const forced = await forcedScenario(context, 'login', { field: 'password', value: input.password });
  if (forced) return { token: null, user: null, error: forcedAnswer(forced, LOGIN_ERRORS) };

  const { store, options } = context.services;
  const user = store.findUserByEmail(input.email);
  // Unknown e-mail and wrong password answer alike, so the log-in does not reveal who is a member.
  if (!user || !sameText(user.passwordSha256, sha256Hex(input.password))) {
    return { token: null, user: null, error: 'INVALID_CREDENTIALS' };
  }
  const token = issueBearerToken(user, store.openSession(user.id), options.secret);
  return { token, user: userAnswer(user), error: null };
};
