import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { asRequestFailure, NetworkError } from './networkErrors.ts';

interface RequestErrorNoticeProps {
  error: unknown;
  onRetry: () => void;
  /** Another attempt is out: the notice stays where it is (nothing moves), its retry does nothing meanwhile. */
  busy?: boolean;
}

/** What the visitor sees when a request failed: a translated message, and a retry where it can help. */
export function RequestErrorNotice({ error, onRetry, busy = false }: RequestErrorNoticeProps) {
  const { t } = useTranslation();
  const noticeRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const failure = asRequestFailure(error);
  const known = failure instanceof NetworkError ? failure : undefined;
  // Focus (the retry, else the message) also scrolls it into view: on a phone the visitor is far below it.
  useEffect(() => (retryRef.current ?? noticeRef.current)?.focus(), []);
  return (
    <div ref={noticeRef} className="notice notice-error" role="alert" tabIndex={-1}>
      <p>{t(known?.messageKey ?? 'errors.technical')}</p>
      {known?.hintKey && <p>{t(known.hintKey)}</p>}
      {(known?.retryable ?? true) && (
        <button
          ref={retryRef}
          type="button"
          className="button button-secondary"
          // aria-disabled, not disabled: a disabled button would drop the focus the visitor has on it.
          aria-disabled={busy || undefined}
          onClick={busy ? undefined : onRetry}
        >
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}
