/**
 * The activation mail: sent at finalize, sent again when a pending account registers once more; either time it links
 * to the activation page in the registration's language (its locale), not the one of the request that sent it.
 */
import { activationLink, defaultActivationUrl } from '../rules/activationUrl.ts';
import type { RegistrationRecord } from '../store/records.ts';
import type { MockContext } from './context.ts';

export function sendActivationMail(
  context: MockContext,
  registration: RegistrationRecord,
  activationUrl = defaultActivationUrl(context.appOrigin),
): string {
  const link = activationLink(activationUrl, registration.activationId ?? '', registration.locale);
  context.services.store.send({ kind: 'activation-mail', to: registration.email, subject: 'account-activation', link });
  return link;
}
