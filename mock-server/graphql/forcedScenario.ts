/**
 * Which scenario, if any, a resolver must answer instead of asking the store: the X-Mock-Scenario
 * header (for tools), the one-shot cookie mock-scenario (for the dev surface's links) or a value typed in the UI that the catalogue lists (for QA).
 */
import type { MockContext } from './context.ts';
import type { MockOperationName, MockScenario, MockTrigger } from '../scenarios/catalogue.ts';
import { playTransportFailure } from './transportFailures.ts';

export interface TypedValue {
  field: MockTrigger['field'];
  value: string | null | undefined;
}

function pick(
  context: MockContext,
  operation: MockOperationName,
  typed: TypedValue | undefined,
): MockScenario | undefined {
  const fromHeader = context.headerScenario;
  // Header transport failures are played once per request by the execution plugin, success needs no forcing.
  if (
    fromHeader &&
    fromHeader.operation === operation &&
    fromHeader.kind !== 'transport' &&
    fromHeader.kind !== 'success'
  ) {
    return fromHeader;
  }
  const fromCookie = context.cookieScenario;
  if (!fromHeader && fromCookie?.scenario.operation === operation) {
    fromCookie.use();
    return fromCookie.scenario;
  }
  return typed ? context.services.catalogue.byTypedValue(operation, typed.field, typed.value) : undefined;
}

/**
 * Plays a transport failure itself (a slow answer then continues as usual) and returns the
 * scenario whose `produces` the resolver must answer with, or undefined to answer from the store.
 */
export async function forcedScenario(
  context: MockContext,
  operation: MockOperationName,
  typed?: TypedValue,
): Promise<MockScenario | undefined> {
  const scenario = pick(context, operation, typed);
  if (scenario?.kind !== 'transport') return scenario;
  await playTransportFailure(scenario, context);
  return undefined;
}

/** The forced answer as one of the values the resolver can give, or a clear error for a bad catalogue entry. */
export function forcedAnswer<T extends string>(scenario: MockScenario, allowed: readonly T[]): T {
  const answer = allowed.find((value) => value === scenario.produces);
  if (answer === undefined) {
    throw new Error(
      `Scenario ${scenario.id} produces "${scenario.produces}", which ${scenario.operation} cannot answer.`,
    );
  }
  return answer;
}
