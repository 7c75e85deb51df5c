/**
 * Log-in: a bearer token whose session lives in the store, so a reset logs everyone out. Five failures for one
 * e-mail within 15 minutes lock it for 15 minutes (store/logInThrottle.ts).
 */
import { sameText, sha256Hex } from '../../base/hashing.ts';
import { issueBearerToken } from '../../auth/tokens.ts';
import type { LogInError, MutationResolvers } from '../../__generated__/resolverTypes.ts';
import { forcedAnswer, forcedScenario } from '../forcedScenario.ts';
import { normalizeEmail } from '../../store/mockStore.ts';
import { userAnswer } from '../answers.ts';

const LOGIN_ERRORS = ['INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS'] as const satisfies readonly LogInError[];

const refused = (error: LogInError) => ({ token: null, user: null, error });

export const logIn: MutationResolvers['logIn'] = async (_, { input }, context) => {
  const forced = await forcedScenario(context, 'logIn', { field: 'email', value: input.email });
  if (forced) return refused(forcedAnswer(forced, LOGIN_ERRORS));

  const { store, options } = context.services;
  const email = normalizeEmail(input.email);
  const nowMs = store.clock.now();
  // Locked, the right password is refused too: the answer says nothing about the account.
  if (store.logInThrottle.isLocked(email, nowMs)) return refused('TOO_MANY_ATTEMPTS');
  const user = store.findUserByEmail(email);
  // Unknown e-mail and wrong password answer alike, so the log-in does not reveal who is a member.
  if (!user || !sameText(user.passwordSha256, sha256Hex(input.password))) {
    store.logInThrottle.recordFailure(email, nowMs);
    return refused('INVALID_CREDENTIALS');
  }
  store.logInThrottle.recordSuccess(email);
  const token = await issueBearerToken(user, store.openSession(user.id), options.secret, nowMs);
  return { token, user: userAnswer(user), error: null };
};
