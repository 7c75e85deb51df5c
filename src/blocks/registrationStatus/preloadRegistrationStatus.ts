// Render as you fetch: 'verify your e-mail' asks for the registration the URL names (src/relay/preloadedQueries.ts).
// Right after the form, the registration's answer is in Relay's store and nothing is asked; after a reload the
// backend is asked. The subscription then keeps the same record up to date.
import { REGISTRATION_ID } from '../../navigation/registrationId.ts';
import { preloadQuery } from '../../relay/preloadedQueries.ts';
import { runtimeSettings } from '../../settings/runtimeSettings.ts';

/** The watched registration among the pages' queries. */
export const REGISTRATION_STATUS_QUERY = 'registration-status';

const artifact = () =>
  import('../../__generated__/relay/RegistrationStatusWatchQuery.graphql.ts').then((m) => m.default);

/** Only where a socket is configured: without one the page watches nothing (RegistrationStatusBlock.tsx). */
export function preloadRegistrationStatus(url: URL) {
  const registrationId = url.searchParams.get(REGISTRATION_ID);
  if (!registrationId) return;
  void runtimeSettings().then(
    ({ acqBackendWebsocketURL }) =>
      acqBackendWebsocketURL &&
      preloadQuery(REGISTRATION_STATUS_QUERY, registrationId, artifact, { registrationId }, 'store-or-network'),
  );
}
