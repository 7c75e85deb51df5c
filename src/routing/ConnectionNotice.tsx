import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CONNECTION_NOTICE_ID, isTyping, SHOWN_CLASSES } from '../platform/connectionNoticeBeforeApp.ts';
import {
  moduleLoadsStatus,
  retryModuleLoads,
  subscribeToModuleLoads,
  type ModuleLoadsStatus,
} from '../platform/moduleLoads.ts';

const NONE = (): ModuleLoadsStatus => 'none';

/**
 * A module the page needs did not load (src/platform/moduleLoads.ts): the connection message with Retry, at the
 * bottom of the screen wherever the visitor is, over the page (nothing moves); the page and what was typed stay.
 * Prerendered hidden on every page, so the entry can show it before the app's own code has loaded
 * (src/platform/connectionNoticeBeforeApp.ts).
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const status = useSyncExternalStore(subscribeToModuleLoads, moduleLoadsStatus, NONE);
  const retryRef = useRef<HTMLButtonElement>(null);
  const shown = status !== 'none';
  // Focus goes to Retry when the notice appears (it stays there while a retry is out), unless the visitor is typing:
  // the first key in a field may be what asked for the module.
  useEffect(() => {
    if (shown && !isTyping()) retryRef.current?.focus();
  }, [shown]);
  return (
    // A notice and an alert once shown: hidden, it is none (no second notice or alert on the page).
    <div
      id={CONNECTION_NOTICE_ID}
      className={shown ? SHOWN_CLASSES : undefined}
      role={shown ? 'alert' : undefined}
      hidden={!shown}
    >
      <p>{t('errors.connection')}</p>
      <button
        ref={retryRef}
        type="button"
        className="button button-secondary"
        // aria-disabled, not disabled: a disabled button would drop the focus the visitor has on it.
        aria-disabled={status === 'retrying' || undefined}
        onClick={status === 'failed' ? retryModuleLoads : undefined}
      >
        {t('errors.retry')}
      </button>
    </div>
  );
}
