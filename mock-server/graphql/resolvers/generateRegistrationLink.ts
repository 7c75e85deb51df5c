/** Admin only: a link for a valid code whose signed validity timestamp ends 14 days from now. */
import { REGISTRATION_LINK_VALID_DAYS } from '../../../src/shared/registrationRules.ts';
import { signValidityTimestamp } from '../../auth/linkSignature.ts';
import type { MutationResolvers } from '../../__generated__/resolverTypes.ts';
import { CODE_ERRORS, codeErrorsOf } from '../../rules/codeErrors.ts';
import { forcedAnswer, forcedScenario } from '../forcedScenario.ts';
import { newId } from '../../store/mockStore.ts';
import type { RegistrationCodeRecord, RegistrationLinkRecord } from '../../store/records.ts';
import { linkAnswer } from '../answers.ts';
import type { MockContext } from '../context.ts';
import { forbidden, requireRole } from '../requireRole.ts';
import { errorDetailsAnswer, findCode } from './registrationCodeDetails.ts';

const DAY_MS = 86_400_000;
const FORCIBLE = ['FORBIDDEN', ...CODE_ERRORS] as const;

function createLink(
  context: MockContext,
  code: RegistrationCodeRecord,
  createdByUserId: string,
): RegistrationLinkRecord {
  const expiresAtMs = context.services.store.clock.now() + REGISTRATION_LINK_VALID_DAYS * DAY_MS;
  const validityTimestamp = signValidityTimestamp(code.code, expiresAtMs, context.services.options.secret);
  const url = new URL(`/acquisition/${encodeURIComponent(code.code)}`, context.appOrigin);
  url.searchParams.set('validityTimestamp', validityTimestamp);
  return {
    id: newId('lnk'),
    registrationCode: code.code,
    url: url.toString(),
    validityTimestamp,
    validUntil: new Date(expiresAtMs).toISOString(),
    createdByUserId,
  };
}

export const generateRegistrationLink: MutationResolvers['generateRegistrationLink'] = async (
  _,
  { input },
  context,
) => {
  const forced = await forcedScenario(context, 'generateRegistrationLink', {
    field: 'authorization',
    value: context.header('authorization'),
  });
  // Fails loudly on a catalogue entry this call cannot answer.
  const forcedError = forced && forcedAnswer(forced, FORCIBLE);
  if (forcedError === 'FORBIDDEN') throw forbidden();
  const admin = await requireRole(context, 'ADMIN');
  if (forcedError) return { registrationLink: null, errorDetails: errorDetailsAnswer([forcedError]) };

  const code = findCode(context, input.registrationCode);
  const { options, store } = context.services;
  // The admin is not the visitor: where the admin came from says nothing about the link's visitors.
  const errors = codeErrorsOf(code, { secret: options.secret, nowMs: store.clock.now() }).filter(
    (error) => error !== 'REFERER_INVALID',
  );
  if (errors.length > 0 || !code) return { registrationLink: null, errorDetails: errorDetailsAnswer(errors) };
  const link = createLink(context, code, admin.id);
  store.addLink(link);
  return { registrationLink: linkAnswer(link), errorDetails: [] };
};
