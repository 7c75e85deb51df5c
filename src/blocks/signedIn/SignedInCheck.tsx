import { use } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { graphql } from 'react-relay/hooks';
import { dataOrThrow, retryQuery, usePreloadedAnswer, type Answer } from '../../relay/preloadedQueries.ts';
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

interface ViewerProps {
  block: BlockOf<'signedIn'>;
  answer: Promise<Answer<SignedInCheckQuery>>;
}

function Viewer({ block, answer }: ViewerProps) {
  const { viewer } = dataOrThrow(use(answer)); // a failure: the boundaries around show it
  return <SignedInArea block={block} viewer={viewer} />;
}

/** The route's loader asked (preloadViewer.ts): the answer shows once Relay has it; a retry asks anew. */
function ViewerLoader({ block }: { block: BlockOf<'signedIn'> }) {
  const answer = usePreloadedAnswer<SignedInCheckQuery>(VIEWER_QUERY); // the browser token's (preloadViewer.ts);
  return answer ? <Viewer block={block} answer={answer} /> : null;
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
