// Before the app's code has loaded, React cannot show that it does not load: the entry shows the prerendered
// connection notice itself (src/routing/ConnectionNotice.tsx, hidden in every page) while a module it asked for waits,
// and wires its Retry. Once the app has loaded, the notice is React's again.
import { moduleLoadsStatus, retryModuleLoads, subscribeToModuleLoads } from './moduleLoads.ts';

/** Whether the visitor is in a field: the notice does not take the focus from there. */
export const isTyping = () => document.activeElement?.matches('input, textarea, select') ?? false;

/** The notice's classes while it shows (hidden, it has none: no second notice on the page). */
export const SHOWN_CLASSES = 'notice notice-error connection-notice';

/** The notice's element, in every page's HTML. */
export const CONNECTION_NOTICE_ID = 'connection-notice';

/** Answers the function that hands the notice over to the app. */
export function showModuleLoadsBeforeTheApp(notice: HTMLElement | null): () => void {
  const retry = notice?.querySelector('button');
  if (!notice || !retry) return () => {};
  retry.addEventListener('click', retryModuleLoads);
  const stop = subscribeToModuleLoads(() => {
    const status = moduleLoadsStatus();
    const appeared = notice.hidden && status !== 'none';
    notice.hidden = status === 'none';
    if (notice.hidden) notice.removeAttribute('role');
    else notice.setAttribute('role', 'alert');
    notice.className = notice.hidden ? '' : SHOWN_CLASSES;
    if (status === 'retrying') retry.setAttribute('aria-disabled', 'true');
    else retry.removeAttribute('aria-disabled');
    if (appeared && !isTyping()) retry.focus();
  });
  return () => {
    retry.removeEventListener('click', retryModuleLoads);
    stop();
  };
}
