/* Generated from schema/mock/scenarios.schema.json by mock-server/schemas/generateTypes.ts. Do not edit. */

/**
 * problem: a spec §5 problem type. codeError: a registration code error. outcome: another non-success answer. transport: a GraphQL error, a timeout or a dropped connection. success: a happy path. variant: a seeded code whose customization shows a copy, voucher, layout or flow variant (forced by the header on any valid code, it lends that code its customization).
 */
export type MockScenarioKind = 'problem' | 'codeError' | 'outcome' | 'transport' | 'success' | 'variant';
/**
 * The root field the scenario is about; the X-Mock-Scenario header forces it on this field (transport scenarios: on any field).
 */
export type MockOperationName =
  | 'registrationCodeDetails'
  | 'registrationSubmitForm'
  | 'finalizeRegistration'
  | 'activateAccount'
  | 'joinWaitingList'
  | 'applyForMembership'
  | 'logIn'
  | 'generateRegistrationLink';

/**
 * mock-server/scenarios.json: one entry per server case the mock backend reproduces on demand.
 */
export interface MockScenarioCatalogue {
  $schema?: string;
  /**
   * @minItems 1
   */
  scenarios: MockScenario[];
}
export interface MockScenario {
  /**
   * Stable name; the value of the X-Mock-Scenario header.
   */
  id: string;
  kind: MockScenarioKind;
  operation: MockOperationName;
  /**
   * The problem type, code error, outcome or failure the scenario produces.
   */
  produces: string;
  /**
   * One sentence for QA: what the visitor sees.
   */
  description: string;
  trigger: MockTrigger;
  request: MockRequest;
  expect?: MockExpectation;
}
export interface MockTrigger {
  /**
   * Where a tester puts the value: a form field, the address bar (validityTimestamp, activationId, token) or the log-in (authorization).
   */
  field: 'email' | 'registrationCode' | 'validityTimestamp' | 'activationId' | 'token' | 'password' | 'authorization';
  value: string;
  /**
   * seed: the store's seed data answers it. rule: validation answers it. catalogue: the server looks the value up in this file.
   */
  via: 'seed' | 'rule' | 'catalogue';
}
export interface MockRequest {
  query: string;
  /**
   * GraphQL variables.
   */
  variables: {
    [k: string]: unknown;
  };
  /**
   * Extra request headers, e.g. Authorization.
   */
  headers?: {
    [k: string]: string;
  };
}
export interface MockExpectation {
  /**
   * Dot path into the response body; * maps over a list.
   */
  path: string;
  /**
   * The value found at path, compared deeply.
   */
  equals:
    | string
    | number
    | boolean
    | null
    | unknown[]
    | {
        [k: string]: unknown;
      };
}
