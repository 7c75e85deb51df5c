import { graphql } from 'react-relay/hooks';
import { useFragment } from '../../relay/relayRuntime.ts';
import { useNavigate } from 'react-router';
import type { SignedInArea_viewer$key } from '../../__generated__/relay/SignedInArea_viewer.graphql.ts';
import { signInPath } from '../../navigation/signInDestination.ts';
import { useLanguagePrefix } from '../../navigation/useLanguagePrefix.ts';
import { forgetAuthToken } from '../../relay/authorization.ts';
import { BlockList } from '../../render/BlockList.tsx';
import type { BlockOf } from '../../render/blockTypes.ts';
import { AccountStatus } from './AccountStatus.tsx';
import { SignIn } from './SignIn.tsx';
import { useRenderedLocation } from '../../navigation/renderedUrl.ts';

interface SignedInAreaProps {
  block: BlockOf<'signedIn'>;
  /** Who the backend says is signed in; null: nobody. */
  viewer: SignedInArea_viewer$key | null | undefined;
}

/** The backend's word on who is signed in decides: the log-in, the blocks for the role, or what else they see. */
export function SignedInArea({ block, viewer }: SignedInAreaProps) {
  const user = useFragment(
    graphql`
      fragment SignedInArea_viewer on User {
        roles
        ...AccountStatus_viewer
      }
    `,
    viewer,
  );
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
      <AccountStatus viewer={user} onSignOut={signOut} />
      <BlockList blocks={user.roles.includes(block.role) ? block.blocks : block.withoutRole} />
    </>
  );
}
