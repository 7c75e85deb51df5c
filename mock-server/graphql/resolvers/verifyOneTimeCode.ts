/** Checks a one-time code; the right one answers the backend's id token for the verified phone number or e-mail. */
import { ONE_TIME_CODE_RULES } from '../../../src/shared/oneTimeCodeRules.ts';
import type { MutationResolvers } from '../../__generated__/resolverTypes.ts';
import { normalizeDestination } from '../../rules/oneTimeCodeDestination.ts';
import { forcedAnswer, forcedScenario } from '../forcedScenario.ts';
import { signOneTimeCodeIdToken } from '../../social/oneTimeCodeIssuer.ts';

const VERDICTS = ['VERIFIED', 'WRONG_CODE', 'TOO_MANY_ATTEMPTS', 'EXPIRED', 'NOT_REQUESTED'] as const;

export const verifyOneTimeCode: MutationResolvers['verifyOneTimeCode'] = async (_, { input }, context) => {
  const destination = normalizeDestination(input.channel, input.destination);
  const forced = await forcedScenario(context, 'verifyOneTimeCode', { field: 'destination', value: destination });
  const { store } = context.services;
  const verdict = forced
    ? { status: forcedAnswer(forced, VERDICTS), attemptsLeft: ONE_TIME_CODE_RULES.maxAttempts - 1 }
    : destination === null
      ? { status: 'NOT_REQUESTED' as const }
      : store.oneTimeCodes.verify(input.channel, destination, input.code, store.clock.now());
  // Every field written out: the mocks would fill one left out.
  if (verdict.status === 'WRONG_CODE')
    return { status: verdict.status, attemptsLeft: verdict.attemptsLeft, idToken: null };
  if (verdict.status !== 'VERIFIED' || destination === null) {
    return { status: verdict.status, attemptsLeft: null, idToken: null };
  }
  const idToken = await signOneTimeCodeIdToken({
    appOrigin: context.appOrigin,
    channel: input.channel,
    destination,
    nonce: input.nonce,
    nowMs: store.clock.now(),
  });
  return { status: 'VERIFIED', idToken, attemptsLeft: null };
};
