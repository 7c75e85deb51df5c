/** The activation link was opened: pending accounts become active, and subscribers hear of it. */
import type { MutationResolvers } from '../../__generated__/resolverTypes.ts';
import { forcedAnswer, forcedScenario } from '../forcedScenario.ts';
import { registrationAnswer } from '../answers.ts';

const ACTIVATION_ERRORS = ['ACTIVATION_NOT_FOUND', 'ACTIVATION_FAILED'] as const;

export const activateAccount: MutationResolvers['activateAccount'] = async (_, { input }, context) => {
  const forced = await forcedScenario(context, 'activateAccount', { field: 'activationId', value: input.activationId });
  if (forced) return { registration: null, error: forcedAnswer(forced, ACTIVATION_ERRORS) };

  const registration = context.services.store.findRegistrationByActivationId(input.activationId.trim());
  if (!registration) return { registration: null, error: 'ACTIVATION_NOT_FOUND' };
  if (registration.activationFails) return { registration: null, error: 'ACTIVATION_FAILED' };
  // Opening the link twice is no error: the account simply stays active.
  if (registration.status !== 'ACTIVE') {
    registration.status = 'ACTIVE';
    context.services.registrationEvents.publish('registrationChanged', registration.id, registration);
  }
  return { registration: registrationAnswer(registration), error: null };
};
