// Render as you fetch: the route's loader asks who is signed in while the page and Relay's code load; Relay's
// network layer takes the answer when SignedInCheck asks the same (src/relay/earlyRequest.ts). The compiled query
// loads only on the pages that ask it.
import { sendEarly } from '../../relay/earlyRequest.ts';

export const preloadViewer = () =>
  void import('../../__generated__/relay/SignedInCheckQuery.graphql.ts').then(({ default: query }) =>
    sendEarly(query, {}),
  );
