import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { usePreloadedQuery } from '../../relay/relayRuntime.ts';
import { retryQuery, usePreloadedRef } from '../../relay/preloadedQueries.ts';
import { VIEWER_QUERY } from './preloadViewer.ts';
import type { SignedInCheckQuery } from '../../__generated__/relay/SignedInCheckQuery.graphql.ts';
import { SessionEndedError } from '../../relay/networkErrors.ts';
import { RelayBoundary } from '../../relay/RelayBoundary.tsx';
import type { BlockOf } from '../../render/blockTypes.ts';
import { SignedInArea } from './SignedInArea.tsx';
import { SignIn } from './SignIn.tsx';

/** Who the auth cookie's token signs in (null: nobody, or a token the backend no longer accepts). */
const signedInCheckQuery = graphql`
  query SignedInCheckQuery {
    viewer {
      ...SignedInArea_viewer
    }
  }
`;

interface ViewerProps {
  block: BlockOf<'signedIn'>;
  queryRef: PreloadedQuery<SignedInCheckQuery>;
}

function Viewer({ block, queryRef }: ViewerProps) {
  const { viewer } = usePreloadedQuery<SignedInCheckQuery>(signedInCheckQuery, queryRef);
  return <SignedInArea block={block} viewer={viewer} />;
}

/** The route's loader asked (preloadViewer.ts): the answer shows once Relay has it; a retry asks anew. */
function ViewerLoader({ block }: { block: BlockOf<'signedIn'> }) {
  const queryRef = usePreloadedRef<SignedInCheckQuery>(VIEWER_QUERY, VIEWER_QUERY);
  return queryRef ? <Viewer block={block} queryRef={queryRef} /> : null;
}

/** A 401 to the question (the token refused) signs the visitor out; other failures are RelayBoundary's (Retry). */
function signInOrRethrow(route: string, { error }: FallbackProps) {
  if (error instanceof SessionEndedError) return <SignIn route={route} refused />;
  throw error;
}

/** Loaded only on pages for signed-in users: it brings Relay with it. */
export default function SignedInCheck({ block }: { block: BlockOf<'signedIn'> }) {
  return (
    <RelayBoundary retry={() => retryQuery(VIEWER_QUERY)}>
      {() => (
        <ErrorBoundary fallbackRender={(props) => signInOrRethrow(block.signIn, props)}>
          <ViewerLoader block={block} />
        </ErrorBoundary>
      )}
    </RelayBoundary>
  );
}
