import { useEffect } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useNavigate } from 'react-router';
import type { viewerQuery as ViewerQuery } from '../../__generated__/relay/viewerQuery.graphql.ts';
import { signInPath } from '../../navigation/signInDestination.ts';
import { useLanguagePrefix } from '../../navigation/useLanguagePrefix.ts';
import { viewerQuery } from '../../operations/viewerQuery.ts';
import { forgetAuthToken } from '../../relay/authorization.ts';
import { BlockList } from '../../render/BlockList.tsx';
import type { BlockOf } from '../../render/blockTypes.ts';
import { AccountStatus } from './AccountStatus.tsx';
import { useRenderedLocation } from '../../navigation/renderedUrl.ts';

/** Not signed in, or with a token the backend no longer accepts (expired, signed out elsewhere): log in first. */
function SignIn({ to }: { to: string }) {
  useEffect(() => forgetAuthToken(), []);
  return <Navigate replace to={to} />;
}

interface SignedInAreaProps {
  block: BlockOf<'signedIn'>;
  viewer: PreloadedQuery<ViewerQuery>;
}

/** The backend's word on who is signed in decides: the log-in, the blocks for the role, or what else they see. */
export function SignedInArea({ block, viewer }: SignedInAreaProps) {
  const { viewer: user } = usePreloadedQuery<ViewerQuery>(viewerQuery, viewer);
  const lang = useLanguagePrefix();
  const navigate = useNavigate();
  const { pathname, search } = useRenderedLocation();
  const signInHere = signInPath(block.signIn, lang, pathname + search);
  if (!user) return <SignIn to={signInHere} />;
  const signOut = () => {
    forgetAuthToken();
    void navigate(signInHere);
  };
  return (
    <>
      <AccountStatus email={user.email} onSignOut={signOut} />
      <BlockList blocks={user.roles.includes(block.role) ? block.blocks : block.withoutRole} />
    </>
  );
}
