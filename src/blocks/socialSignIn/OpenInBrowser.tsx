import { useTranslation } from 'react-i18next';
import { useClipboardCopy } from '../../platform/useClipboardCopy.ts';
import { addressForBrowser, androidBrowserLink } from '../../visitor/openInBrowser/browserLink.ts';
import type { Webview } from '../../visitor/inAppBrowser.ts';
import type { SocialSignInTexts } from './socialSignInTexts.ts';

interface OpenInBrowserProps {
  provider: string;
  webview: Webview;
  texts: SocialSignInTexts['webview'];
}

/**
 * Instead of a sign-in the provider refuses inside an app: why, and the way to the browser (Android opens it by an
 * intent link; elsewhere the visitor copies the page's link, with an announced result).
 */
export function OpenInBrowser({ provider, webview, texts }: OpenInBrowserProps) {
  const { t } = useTranslation();
  const [copied, copy] = useClipboardCopy();
  const here = addressForBrowser(window.location.href); // rendered only once the webview is known: in the browser
  return (
    <div className="social-webview">
      <p>{t(texts.refused, { provider })}</p>
      {webview === 'android' ? (
        <a className="button button-secondary button-block" href={androidBrowserLink(here)}>
          {t(texts.open)}
        </a>
      ) : (
        <button type="button" className="button button-secondary button-block" onClick={() => void copy(here)}>
          {t(texts.copy)}
        </button>
      )}
      <p role="status" className="social-webview-status">
        {copied === 'copied' && t(texts.copied)}
        {copied === 'failed' && (
          <>
            {t(texts.copyFailed)} <span className="social-webview-link">{here}</span>
          </>
        )}
      </p>
    </div>
  );
}
