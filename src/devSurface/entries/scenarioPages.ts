// Where the page of each catalogue case is: the page whose form or load calls the scenario's operation, with the
// scenario's trigger where the address carries it (a code, an activation id, a token). Which page calls which
// operation is the app's behaviour, so it is listed here; the values come from the catalogue.
import { routeById } from '../../navigation/routeById.ts';
import type { MockOperationName } from '../../../mock-server/__generated__/scenarioCatalogue.ts';
import type { MockAbScenario } from '../../../mock-server/__generated__/scenarioCatalogue.ts';
import { scenarioCatalogue, type MockScenario } from './catalogue.ts';

const route = (id: string, query = '') => `/${routeById(id).path}${query}`;
const param = (name: string, value: string) => `?${name}=${encodeURIComponent(value)}`;

/** The code the catalogue registers with (its successful submit's). */
export const registrationCode = (): string => {
  const submit = scenarioCatalogue.scenarios.find(
    (s) => s.operation === 'registrationSubmitForm' && s.kind === 'success',
  );
  return String(submit?.request.variables?.registrationCode ?? scenarioCatalogue.experimentCodes[0]?.code);
};

function codePage({ trigger, request }: MockScenario): string {
  if (trigger.field === 'registrationCode') return `/${encodeURIComponent(trigger.value)}`;
  const code = String(request.variables?.registrationCode ?? registrationCode());
  return `/${encodeURIComponent(code)}${param(trigger.field, trigger.value)}`;
}

/** The social sign-in (its providers and one-time codes) shows on the registration page in the social flow. */
export const socialFlowPage = () => `/${registrationCode()}?flow=socialRegistration`;

/** A code's own customization shows only where no running experiment decides instead (`disablegb`, spec §2). */
const customizationPage = (scenario: MockScenario) =>
  scenario.kind === 'variant' || scenario.kind === 'success'
    ? `${codePage(scenario)}?disablegb=true`
    : codePage(scenario);

const PAGES: Record<MockOperationName, (scenario: MockScenario) => string> = {
  registrationCodeDetails: customizationPage,
  registrationSubmitForm: () => `/${registrationCode()}`,
  finalizeRegistration: () => `/${registrationCode()}`,
  activateAccount: (s) => route('activate-account', param('activationId', s.trigger.value)),
  joinWaitingList: (s) => route('lobby', param('token', s.trigger.value)),
  saveShoppingPreferences: (s) => route('social-registration-second-step', param('token', s.trigger.value)),
  applyForMembership: () => route('membership-interest-apply'),
  logIn: () => route('entrance'),
  generateRegistrationLink: () => route('registration-link-generator'),
  requestOneTimeCode: socialFlowPage,
  verifyOneTimeCode: socialFlowPage,
};

/** App-relative path and query (no language prefix) of the page where a scenario shows. */
export const scenarioPage = (scenario: MockScenario): string => PAGES[scenario.operation](scenario);

/** An A/B service's case shows where an experiment decides: its own page, or the first experiment code's. */
export const abScenarioPage = (scenario: MockAbScenario): string =>
  scenario.page ?? `/${encodeURIComponent(scenarioCatalogue.experimentCodes[0]?.code ?? registrationCode())}`;
