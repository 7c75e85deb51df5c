/** The scenario catalogue (scenarios.json), checked against its schema and indexed for the resolvers. */
import type {
  MockAbScenario,
  MockExperimentCode,
  MockOperationName,
  MockScenario,
  MockScenarioCatalogue,
  MockSocialScenario,
  MockTrigger,
} from '../__generated__/scenarioCatalogue.ts';
import { PATHS } from '../base/paths.ts';
import { readValidatedJson } from '../base/readValidatedJson.ts';

export type { MockAbScenario, MockExperimentCode, MockOperationName, MockScenario, MockSocialScenario, MockTrigger };

export interface ScenarioCatalogue {
  readonly scenarios: readonly MockScenario[];
  /** The A/B service's cases, reached with the cookie mock-ab-client-key (mock-server/README.md). */
  readonly abScenarios: readonly MockAbScenario[];
  /** Sign-ins at the mock identity providers, replayed through the authorization-code flow (mock-server/README.md). */
  readonly socialScenarios: readonly MockSocialScenario[];
  /** Per variant dimension, a seeded code on which the A/B experiment decides (or null, with why). */
  readonly experimentCodes: readonly MockExperimentCode[];
  byId(id: string): MockScenario | undefined;
  /** The scenario a typed value forces on an operation (triggers with "via": "catalogue" only). */
  byTypedValue(
    operation: MockOperationName,
    field: MockTrigger['field'],
    value: string | null | undefined,
  ): MockScenario | undefined;
}

/** A typed e-mail triggers with any +tag (agreements-not-accepted+2@mock.test): QA and tests can repeat a case. */
const withoutTag = (field: string, value: string) => (field === 'email' ? value.replace(/\+[^@]*@/, '@') : value);

const triggerKey = (operation: string, field: string, value: string): string =>
  `${operation}|${field}|${withoutTag(field, value.trim().toLowerCase())}`;

export function indexScenarios(
  scenarios: readonly MockScenario[],
): Omit<ScenarioCatalogue, 'abScenarios' | 'socialScenarios' | 'experimentCodes'> {
  const ids = new Map(scenarios.map((s) => [s.id, s]));
  if (ids.size !== scenarios.length) throw new Error('mock-server/scenarios.json: scenario ids must be unique.');
  const forced = new Map(
    scenarios
      .filter((s) => s.trigger.via === 'catalogue')
      .map((s) => [triggerKey(s.operation, s.trigger.field, s.trigger.value), s]),
  );
  return {
    scenarios,
    byId: (id) => ids.get(id),
    byTypedValue: (operation, field, value) => (value ? forced.get(triggerKey(operation, field, value)) : undefined),
  };
}

export function loadScenarioCatalogue(file: string = PATHS.scenarios): ScenarioCatalogue {
  const { scenarios, abScenarios, socialScenarios, experimentCodes } = readValidatedJson<MockScenarioCatalogue>(
    file,
    PATHS.scenariosSchema,
  );
  return { ...indexScenarios(scenarios), abScenarios, socialScenarios, experimentCodes };
}
