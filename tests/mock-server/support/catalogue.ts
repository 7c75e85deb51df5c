/** The catalogue as tests use it: scenarios, and each operation's happy path as a base request. */
import type {
  MockOperationName,
  MockRequest,
  MockScenario,
} from '../../../mock-server/__generated__/scenarioCatalogue.ts';
import { loadScenarioCatalogue } from '../../../mock-server/scenarios/catalogue.ts';

export const catalogue = loadScenarioCatalogue();
export const scenarios: readonly MockScenario[] = catalogue.scenarios;

export function successRequest(operation: MockOperationName): MockRequest {
  const success = scenarios.find((s) => s.operation === operation && s.kind === 'success');
  if (!success) throw new Error(`The catalogue has no success scenario for ${operation}.`);
  return structuredClone(success.request);
}

export const scenario = (id: string): MockScenario => {
  const found = catalogue.byId(id);
  if (!found) throw new Error(`No scenario ${id}`);
  return found;
};
