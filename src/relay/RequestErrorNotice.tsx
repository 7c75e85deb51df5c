import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from './networkErrors.ts';

/** What the visitor sees when a request failed: a translated message, and a retry where it can help. */
export function RequestErrorNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const retryRef = useRef<HTMLButtonElement>(null);
  const known = error instanceof NetworkError ? error : undefined;
  useEffect(() => retryRef.current?.focus(), []);
  return (
    <div className="notice notice-error" role="alert">
      <p>{t(known?.messageKey ?? 'errors.technical')}</p>
      {(known?.retryable ?? true) && (
        <button ref={retryRef} type="button" className="button button-secondary" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}
