// Render as you fetch: the route's loader starts the registration page's query (src/relay/preloadedQueries.ts) while
// the page, its code and Relay's still load; the page's root reads the answer (RegistrationPage.tsx).
import type { RegistrationPageQuery$variables } from '../../__generated__/relay/RegistrationPageQuery.graphql.ts';
import { registrationCodeOf } from '../../navigation/useRegistrationCode.ts';
import { preloadQuery } from '../../relay/preloadedQueries.ts';

/** The registration page's query among the pages' queries. */
export const INVITATION_QUERY = 'registration-page';

/** What the query asks: the code and the link's validity (the referrer belongs to the visit, not to the page). */
export const invitationKey = (registrationCode: string, validityTimestamp: string | null) =>
  `${registrationCode} ${validityTimestamp ?? ''}`;

/** The compiled query comes with the registration page's code (its template preloads both), not with every page. */
const artifact = () => import('../../__generated__/relay/RegistrationPageQuery.graphql.ts').then((m) => m.default);

/**
 * Asks what the code of the URL (the slug or ?registrationCode=) allows, telling the backend which other site sent
 * the visitor (a partner's code is for its visitors). A visitor a listed site sent goes to the deny page instead
 * (useReferrerCheck.ts): such a visit costs the backend nothing.
 */
export function preloadInvitation(url: URL, slug: string | undefined) {
  const registrationCode = registrationCodeOf(url.searchParams, slug);
  if (!registrationCode) return;
  const validityTimestamp = url.searchParams.get('validityTimestamp');
  const ask = (referrer: string | null) => {
    const variables: RegistrationPageQuery$variables = { registrationCode, validityTimestamp, referrer };
    preloadQuery(INVITATION_QUERY, invitationKey(registrationCode, validityTimestamp), artifact, variables);
  };
  if (!document.referrer) return ask(null);
  // Should the check not load (offline), the code is asked as without it; the backend checks REFERER_INVALID.
  import('../../platform/referrer/deniedArrival.ts').then(
    ({ isDeniedArrival, otherSiteReferrer }) => !isDeniedArrival(registrationCode) && ask(otherSiteReferrer() ?? null),
    () => ask(null),
  );
}
