import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface PageMessagesProps {
  keys: readonly string[];
  /** The answer's values, for the texts' {{variables}}. */
  values?: Record<string, string>;
  /** A problem is an alert; a note (e.g. 'you are on the waiting list') is a status. */
  tone?: 'problem' | 'note';
}

/**
 * Messages about the whole form, above it. On a phone the visitor is at the submit button, far below: focus
 * moves here, which scrolls it into view, and the alert (or status) role has it read out.
 */
export function PageMessages({ keys, values, tone = 'problem' }: PageMessagesProps) {
  const { t } = useTranslation();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), [keys]);
  const note = tone === 'note';
  return (
    <div
      ref={notice}
      className={`notice ${note ? 'notice-success' : 'notice-error'}`}
      role={note ? 'status' : 'alert'}
      tabIndex={-1}
    >
      {keys.map((key) => (
        <p key={key}>{t(key, { replace: values })}</p>
      ))}
    </div>
  );
}
