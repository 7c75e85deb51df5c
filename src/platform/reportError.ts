// The error-reporting hook: the console while developing; elsewhere an `acquisition:error` event that the
// error-reporting service (loaded by the tag manager) listens to. The visitor is never shown a raw error.

export interface ErrorReport {
  error: unknown;
  context: Record<string, unknown>;
}

export const ERROR_EVENT = 'acquisition:error';

export function reportError(error: unknown, context: Record<string, unknown>) {
  if (import.meta.env.DEV) {
    console.error('[acquisition]', context, error);
    return;
  }
  window.dispatchEvent(new CustomEvent<ErrorReport>(ERROR_EVENT, { detail: { error, context } }));
}
