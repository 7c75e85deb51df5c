/** config/experiments.json as the GrowthBook payload the A/B endpoints serve. */
import { statSync } from 'node:fs';
import type { FeatureApiResponse } from '@growthbook/growthbook';
import type { ExperimentsConfig } from '../__generated__/experimentsConfig.ts';
import { PATHS } from '../base/paths.ts';
import { readValidatedJson } from '../base/readValidatedJson.ts';

export interface ExperimentsSnapshot {
  clientKeys: readonly string[];
  payload: FeatureApiResponse;
}

export function readExperiments(file: string): ExperimentsSnapshot {
  const config = readValidatedJson<ExperimentsConfig>(file, PATHS.experimentsSchema);
  return {
    clientKeys: config.clientKeys,
    payload: {
      features: config.features as FeatureApiResponse['features'],
      experiments: (config.experiments ?? []) as FeatureApiResponse['experiments'],
      dateUpdated: statSync(file).mtime.toISOString(),
    },
  };
}
