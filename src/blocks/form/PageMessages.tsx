import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Messages about the whole form, above it. On a phone the visitor is at the submit button, far below: focus
 * moves here, which scrolls it into view, and the alert role has it read out.
 */
export function PageMessages({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), [keys]);
  return (
    <div ref={notice} className="notice notice-error" role="alert" tabIndex={-1}>
      {keys.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </div>
  );
}
