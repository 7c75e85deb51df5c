// The mock backend's scenario catalogue as data (the dev surface reads the file, not the mock's code).
import catalogue from '../../../mock-server/scenarios.json' with { type: 'json' };
import type { MockScenarioCatalogue } from '../../../mock-server/__generated__/scenarioCatalogue.ts';
import { pointer } from '../../shared/jsonPointer.ts';

export const CATALOGUE_FILE = 'mock-server/scenarios.json';
export const scenarioCatalogue = catalogue as unknown as MockScenarioCatalogue;
export type { MockScenario } from '../../../mock-server/__generated__/scenarioCatalogue.ts';

/** Where a scenario is in its file. */
export const scenarioPointer = (id: string) =>
  pointer(
    'scenarios',
    scenarioCatalogue.scenarios.findIndex((s) => s.id === id),
  );
