// Render as you fetch: the route's loader asks who is signed in (src/relay/preloadedQueries.ts) while the page and
// Relay's code load; SignedInCheck reads the answer. The compiled query loads only on the pages that ask it.
import { readAuthToken } from '../../relay/authorization.ts';
import { preloadQuery } from '../../relay/preloadedQueries.ts';

/** Who is signed in, among the pages' queries. */
export const VIEWER_QUERY = 'viewer';

const artifact = () => import('../../__generated__/relay/SignedInCheckQuery.graphql.ts').then((m) => m.default);

/** Asked again on each of the page's navigations: the same token keeps its last answer until the new one is there;
 * another (a log-in, a sign-out) is another question, whose answer the page waits for. */
export const preloadViewer = () => preloadQuery(VIEWER_QUERY, readAuthToken() ?? '', artifact, {});
