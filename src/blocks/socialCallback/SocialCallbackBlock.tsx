import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BlockList } from '../../render/BlockList.tsx';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { appConfig } from '../../config/appConfig.ts';
import { readSignInRequest } from '../../social/signInRequest.ts';

// One completion per page load: the provider's code can be exchanged once (React may run an effect twice).
let completing: Promise<string | undefined> | undefined;
const complete = () =>
  (completing ??= import('../../social/completeSignIn.ts').then(({ completeSignIn }) =>
    completeSignIn(new URL(window.location.href)),
  ));

/**
 * Where the OpenID providers send the visitor back: after hydration, the answer is checked and exchanged, then the
 * visitor is back on the registration page, this address replaced (the provider's code leaves no trace in the
 * history). Without a sign-in under way (the page opened directly), the block's lost blocks say so.
 */
export default function SocialCallbackBlock({ block }: BlockProps<BlockOf<'socialCallback'>>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [lost, setLost] = useState(false);
  useEffect(() => {
    // Nothing under way (and nothing completing from an earlier run of this effect): no need to load the protocol.
    if (!completing && !readSignInRequest(appConfig.basePath)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage is read after rendering
      setLost(true);
      return;
    }
    let current = true;
    void complete().then((returnTo) => {
      if (!current) return;
      if (returnTo === undefined) setLost(true);
      else void navigate(returnTo, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [navigate]);
  if (lost) return <BlockList blocks={block.lost} />;
  return (
    <p className="social-callback-working" role="status">
      {t(block.working)}
    </p>
  );
}
