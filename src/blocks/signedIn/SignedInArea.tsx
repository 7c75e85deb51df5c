import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { viewerQuery as ViewerQuery } from '../../__generated__/relay/viewerQuery.graphql.ts';
import { signInPath } from '../../navigation/signInDestination.ts';
import { useLanguagePrefix } from '../../navigation/useLanguagePrefix.ts';
import { viewerQuery } from '../../operations/viewerQuery.ts';
import { forgetAuthToken } from '../../relay/authorization.ts';
import { BlockList } from '../../render/BlockList.tsx';
import type { BlockOf } from '../../render/blockTypes.ts';
import { AccountStatus } from './AccountStatus.tsx';
import { SignIn } from './SignIn.tsx';
import { useRenderedLocation } from '../../navigation/renderedUrl.ts';

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
  if (!user) return <SignIn route={block.signIn} />;
  const signOut = () => {
    forgetAuthToken();
    void navigate(signInPath(block.signIn, lang, pathname + search, 'signed-out'));
  };
  return (
    <>
      <AccountStatus email={user.email} onSignOut={signOut} />
      <BlockList blocks={user.roles.includes(block.role) ? block.blocks : block.withoutRole} />
    </>
  );
}
