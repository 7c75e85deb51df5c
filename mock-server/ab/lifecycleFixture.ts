/**
 * The fixture client key's payload: config/experiments.json's features with the auto experiments of
 * fixtures/lifecycle.json (whose clientKeys name the key) instead of config's, which prove the SDK's rules (only a running experiment with two or
 * more variations assigns). Merged on every read, so edits of config/experiments.json reach this key too.
 */
import type { ExperimentsConfig } from '../__generated__/experimentsConfig.ts';
import { readValidatedJson } from '../base/readValidatedJson.ts';
import { PATHS } from '../base/paths.ts';
import type { ExperimentsSnapshot } from './experimentsFile.ts';

export function withLifecycleExperiments(config: ExperimentsSnapshot): ExperimentsSnapshot {
  const fixture = readValidatedJson<ExperimentsConfig>(PATHS.abLifecycleFixture, PATHS.experimentsSchema);
  return {
    clientKeys: fixture.clientKeys,
    payload: {
      ...config.payload,
      features: { ...config.payload.features, ...(fixture.features as ExperimentsSnapshot['payload']['features']) },
      experiments: (fixture.experiments ?? []) as ExperimentsSnapshot['payload']['experiments'],
    },
  };
}
