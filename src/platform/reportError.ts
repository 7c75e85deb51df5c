// The error-reporting hook: the console while developing; elsewhere an `acquisition:error` event that the
// error-reporting service (loaded by the tag manager) listens to. The visitor is never shown a raw error.

export interface ErrorReport {
  error: unknown;
  context: Record<string, unknown>;
}

export const ERROR_EVENT = 'acquisition:error';

/** Until defaults.json says otherwise, the build decides. */
export const BUILT_IN_ENVIRONMENT = import.meta.env.DEV ? 'development' : 'production';
let environment = BUILT_IN_ENVIRONMENT;

/** defaults.json's `environment` decides where later reports go. */
export const setReportingEnvironment = (name: string) => {
  environment = name;
};

// Set while the page is being left (another page, a reload, its frame removed): the browser cancels its requests,
// and each fails as a TypeError that is no fault of the product. Back from the back-forward cache, it is here again.
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}
const cancelledByLeaving = (error: unknown) =>
  leaving && error instanceof TypeError && /fetch|network|load failed/i.test(error.message);

export function reportError(error: unknown, context: Record<string, unknown>) {
  if (cancelledByLeaving(error)) return;
  if (environment === 'development') {
    console.error('[acquisition]', context, error);
    return;
  }
  window.dispatchEvent(new CustomEvent<ErrorReport>(ERROR_EVENT, { detail: { error, context } }));
}
