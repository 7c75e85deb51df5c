// How every request reaches the backend: its endpoint (defaults.json), the spec's headers, a 401 signing out. Relay's
// network and the requests sent before Relay is on the page (earlyRequest.ts) share it.
import { runtimeSettings, type RuntimeSettings } from '../settings/runtimeSettings.ts';
import { forgetAuthToken, readAuthToken } from './authorization.ts';
import { createFetchGraphQL } from './fetchGraphQL.ts';
import { sessionId } from './sessionId.ts';

export const backendFetchFor = (settings: RuntimeSettings) =>
  createFetchGraphQL({
    endpoint: settings.acqBackendGraphqlURL,
    context: () => ({ sessionId: sessionId(), sourcePage: window.location.pathname, authToken: readAuthToken() }),
    // Unless a log-in meanwhile (another tab) wrote a new token: that one stays.
    onSessionEnded: (refused) => readAuthToken() === refused && forgetAuthToken(),
  });

let backendFetch: ReturnType<typeof backendFetchFor> | undefined;

/** The page's one way to the backend, made on first use with the settings of defaults.json. */
export const backendFetchReady = () =>
  runtimeSettings().then((settings) => (backendFetch ??= backendFetchFor(settings)));
