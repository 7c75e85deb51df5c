/** A one-time code by text message or e-mail (mock-server/README.md): "sent" through the outbox, at most every 30 s. */
import { DEFAULT_LANGUAGE, isLanguage } from '../../../src/shared/languages.ts';
import { ONE_TIME_CODE_RULES } from '../../../src/shared/oneTimeCodeRules.ts';
import type {
  MutationResolvers,
  OneTimeCodeRequestStatus,
  RequestOneTimeCodePayload,
} from '../../__generated__/resolverTypes.ts';
import { normalizeDestination } from '../../rules/oneTimeCodeDestination.ts';
import { forcedAnswer, forcedScenario } from '../forcedScenario.ts';

const REQUEST_STATUSES = ['SENT', 'RESEND_TOO_SOON', 'DESTINATION_INVALID'] as const;

// Every field written out: the mocks would fill one left out.
const answer = (status: OneTimeCodeRequestStatus, fields: Partial<RequestOneTimeCodePayload> = {}) => ({
  status,
  destination: null,
  expiresInSeconds: null,
  resendAfterSeconds: null,
  retryAfterSeconds: null,
  ...fields,
});
const sent = (destination: string) =>
  answer('SENT', {
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
    if (status === 'DESTINATION_INVALID') return answer(status);
    return answer(status, { destination, retryAfterSeconds: ONE_TIME_CODE_RULES.resendAfterSeconds });
  }
  if (destination === null) return answer('DESTINATION_INVALID');

  const { store } = context.services;
  const request = store.oneTimeCodes.request(input.channel, destination, store.clock.now());
  if (!request.sent) {
    return answer('RESEND_TOO_SOON', { destination, retryAfterSeconds: request.retryAfterSeconds });
  }
  const locale = isLanguage(input.locale) ? input.locale : DEFAULT_LANGUAGE;
  store.send({ kind: 'one-time-code', channel: input.channel, to: destination, code: request.code, locale });
  return sent(destination);
};
