/**
 * Builds what a tester's typed value sends: the operation's happy-path request with the
 * trigger value put where the UI would put it.
 */
import type { MockRequest, MockScenario } from '../../../mock-server/__generated__/scenarioCatalogue.ts';
import { successRequest } from './catalogue.ts';

type Variables = Record<string, any>;

const PLACES: Record<
  MockScenario['trigger']['field'],
  (variables: Variables, request: MockRequest, value: string) => void
> = {
  email: (v, _, value) => {
    if (v.formInput) v.formInput.email = value;
    else v.input.email = value;
  },
  registrationCode: (v, _, value) => {
    if (v.input)
      v.input.registrationCode = value; // generateRegistrationLink
    else v.registrationCode = value;
  },
  validityTimestamp: (v, _, value) => (v.validityTimestamp = value),
  activationId: (v, _, value) => (v.input.activationId = value),
  token: (v, _, value) => ((v.input ?? v).token = value), // saveShoppingPreferences takes it beside its input
  password: (v, _, value) => (v.input.password = value),
  authorization: (_, request, value) => (request.headers = { ...request.headers, Authorization: value }),
  destination: (v, _, value) => (v.destination = value),
};

export function requestWithTrigger(scenario: MockScenario, operation = scenario.operation): MockRequest {
  const request = successRequest(operation);
  PLACES[scenario.trigger.field](request.variables as Variables, request, scenario.trigger.value);
  return request;
}

/** Finalize-stage triggers are e-mails typed at submit: the registration they create is finalized. */
export function finalizeRequestFor(registrationId: string): MockRequest {
  const request = successRequest('finalizeRegistration');
  (request.variables as Variables).input.registrationId = registrationId;
  return request;
}
