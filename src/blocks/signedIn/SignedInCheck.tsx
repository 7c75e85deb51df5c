import { useEffect } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useQueryLoader } from 'react-relay';
import type { viewerQuery as ViewerQuery } from '../../__generated__/relay/viewerQuery.graphql.ts';
import { viewerQuery } from '../../operations/viewerQuery.ts';
import { SessionEndedError } from '../../relay/networkErrors.ts';
import { RelayBoundary } from '../../relay/RelayBoundary.tsx';
import type { BlockOf } from '../../render/blockTypes.ts';
import { SignedInArea } from './SignedInArea.tsx';
import { SignIn } from './SignIn.tsx';

interface ViewerLoaderProps {
  block: BlockOf<'signedIn'>;
  fetchKey: number;
}

function ViewerLoader({ block, fetchKey }: ViewerLoaderProps) {
  const [viewer, loadViewer] = useQueryLoader<ViewerQuery>(viewerQuery);
  // Asked in an effect (the request reads the auth cookie, which rendering must not), and always of the backend:
  // a log-in or a sign-out since the last answer changes it.
  useEffect(() => loadViewer({}, { fetchPolicy: 'network-only' }), [loadViewer, fetchKey]);
  return viewer ? <SignedInArea block={block} viewer={viewer} /> : null;
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
