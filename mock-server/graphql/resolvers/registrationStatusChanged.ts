/**
 * Subscription for the verify-your-e-mail page: the current status at once (no race with an
 * activation that happened before subscribing), then every change.
 */
import type {
  SubscriptionResolvers,
  SubscriptionRegistrationStatusChangedArgs,
} from '../../__generated__/resolverTypes.ts';
import type { RegistrationRecord } from '../../store/records.ts';
import { registrationAnswer } from '../answers.ts';
import type { MockContext } from '../context.ts';
import { graphqlError } from '../../base/graphqlError.ts';

async function* statusChanges(
  _: unknown,
  { registrationId }: SubscriptionRegistrationStatusChangedArgs,
  context: MockContext,
): AsyncGenerator<RegistrationRecord> {
  const { store, registrationEvents } = context.services;
  const current = store.findRegistration(registrationId);
  if (!current) throw graphqlError('No registration has this id.', 'NOT_FOUND');
  const changes = registrationEvents.subscribe('registrationChanged', registrationId)[Symbol.asyncIterator]();
  // Asking for the first change now starts listening before the current status goes out.
  let next = changes.next();
  try {
    yield current;
    for (let change = await next; !change.done; change = await next) {
      next = changes.next();
      yield change.value;
    }
  } finally {
    await changes.return?.();
  }
}

/** subscribe yields store records; resolve turns each into the Registration the client gets. */
export const registrationStatusChanged: SubscriptionResolvers['registrationStatusChanged'] = {
  subscribe: statusChanges,
  resolve: (registration: RegistrationRecord) => registrationAnswer(registration),
};
