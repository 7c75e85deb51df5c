// Built-in settings, overridden at start-up by each non-empty value of GET /acquisition/defaults.json (spec §7.1).
import type { RuntimeDefaults } from '../config/__generated__/runtime-defaults.ts';
import { appConfig } from '../config/appConfig.ts';
import { BUILT_IN_ENVIRONMENT, reportError, setReportingEnvironment } from '../platform/reportError.ts';

/** What the app runs with: every field of defaults.json (its type is generated from the schema), all set. */
export type RuntimeSettings = Required<Omit<RuntimeDefaults, '$schema'>>;

export const builtInSettings: RuntimeSettings = {
  environment: BUILT_IN_ENVIRONMENT,
  gtmContainerId: '',
  acqBackendGraphqlURL: '/graphql',
  acqBackendWebsocketURL: '',
  entrancePageConfig: { showTechnicalIssues: false },
  abServiceHost: '',
  abClientKey: '', // no defaults.json, no A/B service: the page shows config's defaults
  abRemoteEval: false,
  // Empty issuers: the mock backend's providers on this origin; a deployment's defaults.json names the real ones.
  socialSignIn: {
    redirectPath: '/acquisition/social/callback',
    providers: {
      google: { issuer: '', clientId: 'acquisition-web-google', responseMode: 'query' },
      facebook: { issuer: '', clientId: 'acquisition-web-facebook', responseMode: 'query' },
      apple: { issuer: '', clientId: 'acquisition-web-apple', responseMode: 'form_post' },
    },
  },
};

/** A defaults.json slower than this is treated as missing: the visitor should not wait for it. */
export const DEFAULTS_TIMEOUT_MS = 3000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each non-empty override of the built-in value's type wins; objects merge key by key; the rest is ignored. */
function merge<T extends Record<string, unknown>>(base: T, overrides: Record<string, unknown>): T {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, builtIn] of Object.entries(base)) {
    const value = overrides[key];
    if (isObject(builtIn) && isObject(value)) merged[key] = merge(builtIn, value);
    else if (value !== '' && typeof value === typeof builtIn) merged[key] = value;
  }
  return merged as T;
}

export function mergeSettings(base: RuntimeSettings, overrides: unknown): RuntimeSettings {
  if (!isObject(overrides)) throw new TypeError('defaults.json is not a JSON object');
  return merge(base as unknown as Record<string, unknown>, overrides) as unknown as RuntimeSettings;
}

export async function loadRuntimeSettings(fetchFn: typeof fetch = fetch): Promise<RuntimeSettings> {
  const url = `${appConfig.basePath}/defaults.json`;
  try {
    const response = await fetchFn(url, { credentials: 'include', signal: AbortSignal.timeout(DEFAULTS_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const settings = mergeSettings(builtInSettings, await response.json());
    setReportingEnvironment(settings.environment);
    return settings;
  } catch (error) {
    reportError(error, { during: 'loading runtime defaults', url, environment: builtInSettings.environment });
    return builtInSettings;
  }
}

// The settings to render with: built-in ones until defaults.json has answered. A store, not a React context: a
// context change would reach into parts of a prerendered page React has not hydrated yet and hold it up.
let current = builtInSettings;
const listeners = new Set<() => void>();

export const currentRuntimeSettings = (): RuntimeSettings => current;

export function subscribeRuntimeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The settings the page now renders with (defaults.json's, once loaded; a test's own). */
export function publishRuntimeSettings(settings: RuntimeSettings) {
  current = settings;
  for (const listener of listeners) listener();
}

/** Started once, at start-up; everything that needs settings awaits the same promise. */
let settings: Promise<RuntimeSettings> | undefined;
export const runtimeSettings = () =>
  (settings ??= loadRuntimeSettings().then((loaded) => {
    publishRuntimeSettings(loaded);
    return loaded;
  }));
