import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { graphql } from 'react-relay/hooks';
import { PreloadedData } from '../../relay/PreloadedData.tsx';
import { retryQuery } from '../../relay/preloadedQueries.ts';
import { VIEWER_QUERY } from './preloadViewer.ts';
import type { SignedInCheckQuery } from '../../__generated__/relay/SignedInCheckQuery.graphql.ts';
import { SessionEndedError } from '../../relay/networkErrors.ts';
import { RelayBoundary } from '../../relay/RelayBoundary.tsx';
import type { BlockOf } from '../../render/blockTypes.ts';
import { SignedInArea } from './SignedInArea.tsx';
import { SignIn } from './SignIn.tsx';

// Who the auth cookie's token signs in (null: nobody, or a token the backend no longer accepts). Compiled for the
// route's loader, which asks it (preloadViewer.ts).
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the tag is the query's definition
graphql`
  query SignedInCheckQuery {
    viewer {
      ...SignedInArea_viewer
    }
  }
`;

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
          {/* The route's loader asked, for the browser's token (preloadViewer.ts); a retry asks anew. */}
          <PreloadedData<SignedInCheckQuery> slot={VIEWER_QUERY}>
            {({ viewer }) => <SignedInArea block={block} viewer={viewer} />}
          </PreloadedData>
        </ErrorBoundary>
      )}
    </RelayBoundary>
  );
}
