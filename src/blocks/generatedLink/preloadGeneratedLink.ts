// Render as you fetch: the generator's route loader asks for the link the URL names (src/relay/preloadedQueries.ts).
// Right after the admin generated it, the mutation's answer is in Relay's store and nothing is asked; after a reload
// the backend is asked for it (an admin's only).
import { preloadQuery } from '../../relay/preloadedQueries.ts';

/** The generated link among the pages' queries. */
export const GENERATED_LINK_QUERY = 'generated-link';

/** The query parameter the generator's answer sets (config/outcomes.json actions.generateRegistrationLink): its id. */
export const LINK_PARAM = 'registrationLink';

const artifact = () => import('../../__generated__/relay/GeneratedLinkAnswerQuery.graphql.ts').then((m) => m.default);

export function preloadGeneratedLink(url: URL) {
  const id = url.searchParams.get(LINK_PARAM);
  if (id) preloadQuery(GENERATED_LINK_QUERY, id, artifact, { id }, 'store-or-network');
}
