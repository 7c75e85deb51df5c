// Render as you fetch: the route's loader asks what a registration link's code allows while the page, its code and
// Relay's still load; Relay's network layer takes the answer when the page asks the same (src/relay/earlyRequest.ts).
import type { RegistrationPageQuery$variables } from '../../__generated__/relay/RegistrationPageQuery.graphql.ts';
import { registrationCodeOf } from '../../navigation/useRegistrationCode.ts';
import { sendEarly } from '../../relay/earlyRequest.ts';

/**
 * The page's query for the code of the URL (the slug or ?registrationCode=). Not for a visitor another site sent:
 * the referrer's check comes first (useReferrerCheck), so a denied one costs the backend nothing. The compiled
 * query comes with the registration page's code (its template preloads both), not with every page.
 */
export function preloadInvitation(url: URL, slug: string | undefined) {
  const registrationCode = registrationCodeOf(url.searchParams, slug);
  if (!registrationCode || document.referrer) return;
  const variables: RegistrationPageQuery$variables = {
    registrationCode,
    validityTimestamp: url.searchParams.get('validityTimestamp'),
    referrer: null, // no referrer at all (above)
  };
  void import('../../__generated__/relay/RegistrationPageQuery.graphql.ts').then(({ default: query }) =>
    sendEarly(query, variables),
  );
}
