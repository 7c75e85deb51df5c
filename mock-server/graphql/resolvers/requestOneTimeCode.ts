/** A one-time code by text message or e-mail (mock-server/README.md): "sent" through the outbox, at most every 30 s. */
import { ONE_TIME_CODE_RULES } from '../../../src/shared/oneTimeCodeRules.ts';
import { isRegistrationLocale, UNPREFIXED_LOCALE } from '../../../src/shared/registrationRules.ts';
import type { MutationResolvers } from '../../__generated__/resolverTypes.ts';
import { normalizeDestination } from '../../rules/oneTimeCodeDestination.ts';
import { forcedAnswer, forcedScenario } from '../../scenarios/forcedScenario.ts';

const REQUEST_STATUSES = ['SENT', 'RESEND_TOO_SOON', 'DESTINATION_INVALID'] as const;

const sent = (destination: string) => ({
  status: 'SENT' as const,
  destination,
  expiresInSeconds: ONE_TIME_CODE_RULES.expiresInSeconds,
  resendAfterSeconds: ONE_TIME_CODE_RULES.resendAfterSeconds,
});

export const requestOneTimeCode: MutationResolvers['requestOneTimeCode'] = async (_, { input }, context) => {
  const destination = normalizeDestination(input.channel, input.destination);
  const forced = await forcedScenario(context, 'requestOneTimeCode', { field: 'destination', value: destination });
  if (forced) {
    const status = forcedAnswer(forced, REQUEST_STATUSES);
    if (status === 'SENT') return sent(destination ?? input.destination);
    if (status === 'DESTINATION_INVALID') return { status };
    return { status, destination, retryAfterSeconds: ONE_TIME_CODE_RULES.resendAfterSeconds };
  }
  if (destination === null) return { status: 'DESTINATION_INVALID' };

  const { store } = context.services;
  const answer = store.oneTimeCodes.request(input.channel, destination, store.clock.now());
  if (!answer.sent) return { status: 'RESEND_TOO_SOON', destination, retryAfterSeconds: answer.retryAfterSeconds };
  const locale = isRegistrationLocale(input.locale) ? input.locale : UNPREFIXED_LOCALE;
  store.send({ kind: 'one-time-code', channel: input.channel, to: destination, code: answer.code, locale });
  return sent(destination);
};
