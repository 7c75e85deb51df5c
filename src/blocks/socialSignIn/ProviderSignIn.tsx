import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../platform/reportError.ts';
import type { OidcProvider } from '../../social/providerSettings.ts';
import type { SignInFailure } from '../../social/signInFailure.ts';
import { useVisitorContext } from '../../visitor/visitorContext.ts';
import { OpenInBrowser } from './OpenInBrowser.tsx';
import { ProviderMark } from './ProviderMark.tsx';
import type { SocialSignInTexts } from './socialSignInTexts.ts';

interface ProviderSignInProps {
  provider: OidcProvider;
  registrationCode: string;
  texts: SocialSignInTexts;
  /** The provider refuses sign-ins inside an app's webview (block config refuseWebviews). */
  refusesWebview: boolean;
  onFailure: (failure: SignInFailure) => void;
}

/**
 * 'Continue with …': loads the OpenID Connect module only when chosen, and goes to the provider; busy meanwhile.
 * A provider that does not answer keeps the visitor here with a message. What the visitor typed is in the form's
 * draft already (kept on every change), so it is there on the way back.
 */
export function ProviderSignIn({ provider, registrationCode, texts, refusesWebview, onFailure }: ProviderSignInProps) {
  const { t } = useTranslation();
  const { webview } = useVisitorContext();
  const [starting, setStarting] = useState(false);
  const name = t(texts.names[provider]);
  // Back from the provider by the back button, the page may come from the browser's cache, still busy.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => event.persisted && setStarting(false);
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  if (refusesWebview && webview) return <OpenInBrowser provider={name} webview={webview} texts={texts.webview} />;

  async function start() {
    setStarting(true);
    try {
      const { startSignIn, SignInUnavailable } = await import('../../social/startSignIn.ts');
      try {
        window.location.assign(await startSignIn(provider, registrationCode));
      } catch (error) {
        // A provider that does not answer is the visitor's to know, not a fault of the app.
        if (!(error instanceof SignInUnavailable)) throw error;
        setStarting(false);
        onFailure({ provider, reason: 'unavailable' });
      }
    } catch (error) {
      reportError(error, { during: 'starting a social sign-in', provider });
      setStarting(false);
      onFailure({ provider, reason: 'unavailable' });
    }
  }
  return (
    <button
      type="button"
      className={`button button-provider button-provider-${provider}`}
      disabled={starting}
      aria-busy={starting}
      onClick={() => void start()}
    >
      <ProviderMark provider={provider} />
      <span>{t(texts.continueWith, { provider: name })}</span>
    </button>
  );
}
