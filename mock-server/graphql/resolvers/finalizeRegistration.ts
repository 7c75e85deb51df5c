/** spec §7 finalizeRegistration: creates the shop account and the activation link. */
import { randomInt } from 'node:crypto';
import type { MutationResolvers } from '../../__generated__/resolverTypes.ts';
import { defaultActivationUrl, isAllowedActivationUrl } from '../../rules/activationUrl.ts';
import { checkFinalizeConsents } from '../../rules/consents.ts';
import { problem } from '../../rules/problems.ts';
import { forcedScenario } from '../forcedScenario.ts';
import { newId } from '../../store/mockStore.ts';
import type { RegistrationRecord } from '../../store/records.ts';
import { sendActivationMail } from '../activationMail.ts';
import { consentCredentialsAnswer, registrationAnswer } from '../answers.ts';
import type { MockContext } from '../context.ts';
import { forcedProblems, refused } from './registrationProblems.ts';

/** Finalizing again answers the same account and link, as a retry after a lost answer should. */
function createShopAccount(context: MockContext, registration: RegistrationRecord): void {
  if (registration.status !== 'SUBMITTED') return;
  registration.status = 'PENDING_ACTIVATION';
  registration.customerId = `C-${randomInt(200_000, 999_999)}`;
  registration.activationId = newId('act');
  context.services.registrationEvents.publish('registrationChanged', registration.id, registration);
}

export const finalizeRegistration: MutationResolvers['finalizeRegistration'] = async (_, args, context) => {
  const { registrationId, accountActivationUrl } = args.finalizeRegistrationInput;
  const registration = context.services.store.findRegistration(registrationId);
  // A catalogue e-mail's problem is answered once per registration: registering again then finishes it.
  const typed = registration && !registration.finalizeRefused ? registration.email : undefined;
  const forced = await forcedScenario(context, 'finalizeRegistration', { field: 'email', value: typed });
  if (forced) {
    if (registration) registration.finalizeRefused = true;
    return { ...refused(forcedProblems(forced)), hybrisAccountActivationUrl: null };
  }
  if (!registration) {
    return {
      ...refused([problem('FinalizationRegistrationIdNotExists', 'NOT_FOUND')]),
      hybrisAccountActivationUrl: null,
    };
  }

  const activationUrl = accountActivationUrl ?? defaultActivationUrl(context.appOrigin);
  const problems = [
    ...checkFinalizeConsents(args.consents ?? [], registration.country),
    ...(isAllowedActivationUrl(activationUrl, context.appOrigin)
      ? []
      : [problem('ActivationAccountUrlInvalid', 'NOT_IN_LIST')]),
  ];
  if (problems.length > 0) return { ...refused(problems), hybrisAccountActivationUrl: null };

  createShopAccount(context, registration);
  return {
    hybrisAccountActivationUrl: sendActivationMail(context, registration, activationUrl),
    registration: registrationAnswer(registration),
    registrationProblems: [],
    consentCredentials: consentCredentialsAnswer(registration, context.services.options.secret),
  };
};
