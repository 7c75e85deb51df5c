// Render as you fetch: the route's loader asks who is signed in (src/relay/preloadedQueries.ts) while the page and
// Relay's code load; SignedInCheck reads the answer. The compiled query loads only on the pages that ask it.
import { preloadQuery } from '../../relay/preloadedQueries.ts';

/** Who is signed in, among the pages' queries. */
export const VIEWER_QUERY = 'viewer';

const artifact = () => import('../../__generated__/relay/SignedInCheckQuery.graphql.ts').then((m) => m.default);

export const preloadViewer = () => preloadQuery(VIEWER_QUERY, VIEWER_QUERY, artifact, {});
