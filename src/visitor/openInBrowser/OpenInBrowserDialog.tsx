import './openInBrowser.css';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { namespacesLoadedWithCode } from '../../config/blockTexts.ts';
import { useOwnTexts } from '../../i18n/useOwnTexts.ts';
import { useClipboardCopy } from '../../platform/useClipboardCopy.ts';
import { continueHere } from './continueHere.ts';
import type { Webview } from '../inAppBrowser.ts';
import { addressForBrowser, androidBrowserLink } from './browserLink.ts';

interface OpenInBrowserDialogProps {
  webview: Webview;
  /** Closed by 'continue here' or Escape: the choice is kept for the session. */
  onContinueHere: () => void;
}

/**
 * 'Open this page in your browser', a modal <dialog> over the page: what to tap in this kind of app (Android: also a
 * link that opens the browser), the page's address to copy (the result is announced), and continuing here anyway.
 * Focus moves in on opening and, on closing, back to where it was (the page's start, on a page just loaded).
 */
export default function OpenInBrowserDialog({ webview, onContinueHere }: OpenInBrowserDialogProps) {
  useOwnTexts(namespacesLoadedWithCode[0]);
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [copied, copy] = useClipboardCopy();
  const id = useId();
  const address = addressForBrowser(window.location.href); // rendered only in a webview: in the browser
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  const closed = () => {
    continueHere();
    onContinueHere();
  };
  return (
    <dialog
      ref={dialog}
      className="popup open-in-browser"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-lead ${id}-how`}
      onClose={closed}
    >
      <h2 id={`${id}-heading`}>{t('inAppBrowser.heading')}</h2>
      <p id={`${id}-lead`}>{t('inAppBrowser.lead')}</p>
      <p id={`${id}-how`} className="open-in-browser-how">
        {t(`inAppBrowser.how.${webview}`)}
      </p>
      {webview === 'android' && (
        <a className="button button-primary button-block" href={androidBrowserLink(address)}>
          {t('inAppBrowser.open')}
        </a>
      )}
      <button
        type="button"
        className={`button button-block ${webview === 'android' ? 'button-secondary' : 'button-primary'}`}
        onClick={() => void copy(address)}
      >
        {t('inAppBrowser.copy')}
      </button>
      <p role="status" className="open-in-browser-status">
        {copied === 'copied' && t('inAppBrowser.copied')}
        {copied === 'failed' && (
          <>
            {t('inAppBrowser.copyFailed')} <span className="open-in-browser-address">{address}</span>
          </>
        )}
      </p>
      <button type="button" className="button-text open-in-browser-stay" onClick={() => dialog.current?.close()}>
        {t('inAppBrowser.continueHere')}
      </button>
    </dialog>
  );
}
