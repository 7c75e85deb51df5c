import { useEffect } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { usePreloadedQuery, useQueryLoader } from '../../relay/relayRuntime.ts';
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

interface ViewerLoaderProps {
  block: BlockOf<'signedIn'>;
  fetchKey: number;
}

function ViewerLoader({ block, fetchKey }: ViewerLoaderProps) {
  const [queryRef, loadQuery] = useQueryLoader<SignedInCheckQuery>(signedInCheckQuery);
  // Always of the backend (a log-in or a sign-out since the last answer changes it): the route's loader asked it
  // already (preloadViewer.ts), and Relay's network takes that answer; a retry asks anew.
  useEffect(() => loadQuery({}, { fetchPolicy: 'network-only' }), [loadQuery, fetchKey]);
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
    <RelayBoundary>
      {(fetchKey) => (
        <ErrorBoundary fallbackRender={(props) => signInOrRethrow(block.signIn, props)}>
          <ViewerLoader block={block} fetchKey={fetchKey} />
        </ErrorBoundary>
      )}
    </RelayBoundary>
  );
}
