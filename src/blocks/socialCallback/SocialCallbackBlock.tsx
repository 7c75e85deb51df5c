import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BlockList } from '../../render/BlockList.tsx';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { appConfig } from '../../config/appConfig.ts';
import type { WayBack } from '../../social/finishSignIn.ts';
import { readSignInRequest } from '../../social/signInRequest.ts';

// One finish per page load: the provider's code can be exchanged once (React may run an effect twice).
let finishing: Promise<WayBack | undefined> | undefined;
const finish = () =>
  (finishing ??= import('../../social/finishSignIn.ts').then(({ finishSignIn }) =>
    finishSignIn(new URL(window.location.href)),
  ));

/**
 * Where the OpenID providers send the visitor back: after hydration, the answer is checked and exchanged, then the
 * visitor is back on the registration page they left, by going back in the tab's history over the provider's pages
 * and this one: Back from there (or from the page after it) leads where it led before the sign-in, never to a
 * provider's page that has done its work (its answer is used up). Should the history have lost count (a browser caps
 * its length), the registration page replaces this address instead. Without a sign-in under way (the page opened
 * directly), the block's lost blocks say so.
 */
export default function SocialCallbackBlock({ block }: BlockProps<BlockOf<'socialCallback'>>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [lost, setLost] = useState(false);
  useEffect(() => {
    // No sign-in under way (and none being finished by an earlier run of this effect): no need to load the protocol.
    if (!finishing && !readSignInRequest(appConfig.basePath)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage is read after rendering
      setLost(true);
      return;
    }
    let current = true;
    void finish().then((wayBack) => {
      if (!current) return;
      if (wayBack === undefined) setLost(true);
      else if (wayBack.entriesSince > 0) window.history.go(-wayBack.entriesSince);
      else void navigate(wayBack.path, { replace: true });
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
