// Built-in settings, overridden at start-up by each non-empty value of GET /acquisition/defaults.json (spec §7.1).
import { appConfig } from '../config/appConfig.ts';
import { reportError } from '../platform/reportError.ts';

export interface RuntimeSettings {
  environment: string;
  gtmContainerId: string;
  acqBackendGraphqlURL: string;
  /** Subscriptions run only when this is set (graphql-ws). */
  acqBackendWebsocketURL: string;
  entrancePageConfig: { showTechnicalIssues: boolean };
}

export const builtInSettings: RuntimeSettings = {
  environment: import.meta.env.DEV ? 'development' : 'production',
  gtmContainerId: '',
  acqBackendGraphqlURL: '/graphql',
  acqBackendWebsocketURL: '',
  entrancePageConfig: { showTechnicalIssues: false },
};

/** A defaults.json slower than this is treated as missing: the visitor should not wait for it. */
export const DEFAULTS_TIMEOUT_MS = 3000;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (typeof value === 'object' && Object.keys(value).length === 0);

export function mergeSettings(base: RuntimeSettings, overrides: unknown): RuntimeSettings {
  if (!overrides || typeof overrides !== 'object' || Array.isArray(overrides)) {
    throw new TypeError('defaults.json is not a JSON object');
  }
  const merged: Record<string, unknown> = { ...base };
  for (const key of Object.keys(base)) {
    const value = (overrides as Record<string, unknown>)[key];
    if (!isEmpty(value)) merged[key] = value;
  }
  return merged as unknown as RuntimeSettings;
}

export async function loadRuntimeSettings(fetchFn: typeof fetch = fetch): Promise<RuntimeSettings> {
  const url = `${appConfig.basePath}/defaults.json`;
  try {
    const response = await fetchFn(url, { credentials: 'include', signal: AbortSignal.timeout(DEFAULTS_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return mergeSettings(builtInSettings, await response.json());
  } catch (error) {
    reportError(error, { during: 'loading runtime defaults', url, environment: builtInSettings.environment });
    return builtInSettings;
  }
}

/** Started once, at start-up; everything that needs settings awaits the same promise. */
let settings: Promise<RuntimeSettings> | undefined;
export const runtimeSettings = () => (settings ??= loadRuntimeSettings());
