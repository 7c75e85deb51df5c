import './socialSignIn.css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textsLoadedWithBlock } from '../../config/blockTexts.ts';
import { useOwnTexts } from '../../i18n/useOwnTexts.ts';
import type { BlockOf } from '../../render/blockTypes.ts';
import { takeSignInFailure, type SignInFailure } from '../../social/signInFailure.ts';
import { useSocialIdentity } from '../../social/socialIdentity.ts';
import { PageMessages } from '../../outcomes/PageMessages.tsx';
import { OneTimeCodeSignIn } from './OneTimeCodeSignIn.tsx';
import { ProviderSignIn } from './ProviderSignIn.tsx';
import { SignedInStatus } from './SignedInStatus.tsx';

type Block = BlockOf<'socialSignIn'>;
type Method = Block['methods'][number];

/**
 * The methods, or who the visitor signed in as; above them why the last sign-in failed (kept by the callback route
 * or by a provider that did not answer), read out and brought into view like the form's own messages.
 */
export default function SocialSignIn({ block, registrationCode }: { block: Block; registrationCode: string }) {
  useOwnTexts(textsLoadedWithBlock.socialSignIn);
  const { t } = useTranslation();
  const { texts } = block;
  const identity = useSocialIdentity(registrationCode);
  // Kept with its code: the failure of another code's sign-in is not this page's.
  const [shown, setShown] = useState<{ code: string; failure: SignInFailure }>();
  const failure = shown?.code === registrationCode ? shown.failure : undefined;
  const setFailure = (taken: SignInFailure) => setShown({ code: registrationCode, failure: taken });
  // Taken when the page shows, also when it comes back from the browser's cache (the way back from a provider). Taken
  // only when there is one: a second run of the effect (React's StrictMode under `npm start`) finds none and must
  // not hide the one the first run took.
  useEffect(() => {
    const take = () => {
      const taken = takeSignInFailure(registrationCode);
      if (taken) setShown({ code: registrationCode, failure: taken });
    };
    take();
    window.addEventListener('pageshow', take);
    return () => window.removeEventListener('pageshow', take);
  }, [registrationCode]);
  const failureKeys = useMemo(() => (failure ? [texts.failures[failure.reason]] : []), [failure, texts]);
  const entryOf = (method: Method) =>
    method === 'phone' || method === 'email' ? (
      <OneTimeCodeSignIn method={method} registrationCode={registrationCode} texts={texts.oneTimeCode} />
    ) : (
      <ProviderSignIn
        provider={method}
        registrationCode={registrationCode}
        texts={texts}
        refusesWebview={block.refuseWebviews?.includes(method) ?? false}
        onFailure={setFailure}
      />
    );
  return (
    <section className="social-sign-in" aria-labelledby="social-sign-in-heading">
      <h2 id="social-sign-in-heading">{t(texts.heading)}</h2>
      {failure && <PageMessages keys={failureKeys} values={{ provider: t(texts.names[failure.provider]) }} />}
      {identity ? (
        <SignedInStatus identity={identity} registrationCode={registrationCode} texts={texts} />
      ) : (
        <>
          <ul className="social-sign-in-methods" role="list">
            {block.methods.map((method) => (
              <li key={method}>{entryOf(method)}</li>
            ))}
          </ul>
          <p className="social-sign-in-or">{t(texts.or)}</p>
        </>
      )}
    </section>
  );
}
