import type { Environment } from 'relay-runtime';
import type { RuntimeSettings } from '../app/runtimeSettings.ts';
import { createRelayEnvironment } from './environment.ts';

let environment: Environment | undefined;

/** One Relay environment (one store, one socket) for the page's lifetime, made on first use. */
export function relayEnvironment(settings: RuntimeSettings): Environment {
  return (environment ??= createRelayEnvironment(settings));
}
