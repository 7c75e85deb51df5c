/** Files the mock server reads, resolved from this file so any working directory works. */
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const fromRoot = (relative: string): string => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

export const PATHS = {
  graphqlSchema: fromRoot('schema/acquisition.graphql'),
  runtimeDefaults: fromRoot('config/runtime-defaults.json'),
  experiments: fromRoot('config/experiments.json'),
  experimentsSchema: fromRoot('schema/config/experiments.schema.json'),
  abLifecycleFixture: fromRoot('mock-server/ab/fixtures/lifecycle.json'),
  scenarios: fromRoot('mock-server/scenarios.json'),
  scenariosSchema: fromRoot('schema/mock/scenarios.schema.json'),
} as const;
