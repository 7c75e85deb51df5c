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

export function reportError(error: unknown, context: Record<string, unknown>) {
  if (environment === 'development') {
    console.error('[acquisition]', context, error);
    return;
  }
  window.dispatchEvent(new CustomEvent<ErrorReport>(ERROR_EVENT, { detail: { error, context } }));
}
