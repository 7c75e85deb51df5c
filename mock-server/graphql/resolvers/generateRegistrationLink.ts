/** Admin only: a link for a valid code whose signed validity timestamp ends 14 days from now. */
import { REGISTRATION_LINK_VALID_DAYS } from '../../../src/shared/registrationRules.ts';
import { signValidityTimestamp } from '../../auth/linkSignature.ts';
import type { MutationResolvers } from '../../generated/resolverTypes.ts';
import { checkRegistrationCode } from '../../rules/registrationCodeCheck.ts';
import { forcedAnswer, forcedScenario } from '../../scenarios/forcedScenario.ts';
import { newId } from '../../store/mockStore.ts';
import type { RegistrationCodeRecord, RegistrationLinkRecord } from '../../store/records.ts';
import { linkAnswer } from '../answers.ts';
import type { MockContext } from '../context.ts';
import { forbidden, requireRole } from '../requireRole.ts';
import { errorDetailsAnswer, findCode } from './registrationCodeDetails.ts';

const DAY_MS = 86_400_000;

function createLink(
  context: MockContext,
  code: RegistrationCodeRecord,
  createdByUserId: string,
): RegistrationLinkRecord {
  const expiresAtMs = Date.now() + REGISTRATION_LINK_VALID_DAYS * DAY_MS;
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
  if (forced) {
    forcedAnswer(forced, ['FORBIDDEN']); // fails loudly on a catalogue entry this call cannot answer
    throw forbidden();
  }
  const admin = requireRole(context, 'ADMIN');

  const code = findCode(context, input.registrationCode);
  // The admin is not the visitor: where the admin came from says nothing about the link's visitors.
  const errors = checkRegistrationCode(code, { secret: context.services.options.secret }).filter(
    (error) => error !== 'REFERER_INVALID',
  );
  if (errors.length > 0 || !code) return { registrationLink: null, errorDetails: errorDetailsAnswer(errors) };
  const link = createLink(context, code, admin.id);
  context.services.store.addLink(link);
  return { registrationLink: linkAnswer(link), errorDetails: [] };
};
