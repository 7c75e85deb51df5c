// Registration with the code of the link (spec §4): submit the form, then finalize; each answer's problems
// are the action's answers, mapped by config/outcomes.json.
import type { finalizeRegistrationMutation as Finalize } from '../__generated__/relay/finalizeRegistrationMutation.graphql.ts';
import type { submitRegistrationMutation as Submit } from '../__generated__/relay/submitRegistrationMutation.graphql.ts';
import { appConfig } from '../config/appConfig.ts';
import { routePath } from '../config/routeById.ts';
import type { RegistrationValues } from '../forms/__generated__/formValues.ts';
import { previousPdpPage } from '../navigation/previousPdpPage.ts';
import { finalizeRegistrationMutation } from '../operations/finalizeRegistrationMutation.ts';
import { submitRegistrationMutation } from '../operations/submitRegistrationMutation.ts';
import { preferredCountry, readCountryHints } from '../platform/countryHints.ts';
import { trackCountryChange, trackRegistration, trackStep } from '../platform/tracking/dataLayer.ts';
import { mutate } from '../relay/requests.ts';
import { DEFAULT_REGISTRATION_COUNTRY, isRegistrationCountry } from '../shared/registrationRules.ts';
import type { CountryOption, RegistrationLinkData } from './actionData.ts';
import type { Action, ActionContext, ActionResult } from './actionTypes.ts';

interface Submitted {
  registrationId: string;
  option: CountryOption;
  values: RegistrationValues;
}

const sameValues = (a: RegistrationValues, b: RegistrationValues) => JSON.stringify(a) === JSON.stringify(b);

/** Set once submit went through: a retry after a failed finalize must not register a second time. */
const submittedOf = (context: ActionContext) => context.memory as { submitted?: Submitted };

async function finalize(
  link: RegistrationLinkData,
  submitted: Submitted,
  context: ActionContext,
): Promise<ActionResult> {
  const { registrationId, option, values } = submitted;
  const activationPath = appConfig.basePath + routePath(appConfig.routes.accountActivation, context.lang);
  const answer = await mutate<Finalize>(await context.environment(), finalizeRegistrationMutation, {
    consents: [
      { consentType: 'TERMS', pkString: option.termsPkString, accepted: true },
      { consentType: 'DATA_POLICY', pkString: option.dataPolicyPkString, accepted: true },
    ],
    input: { registrationId, accountActivationUrl: new URL(activationPath, window.location.origin).href },
  });
  const answerValues = { registrationCode: link.registrationCode, registrationId };
  // Answered either way: a next submit from this page starts with its own registration.
  delete submittedOf(context).submitted;
  const problems = answer.finalizeRegistration?.registrationProblems ?? [];
  if (problems.length) return { answers: problems.map((p) => p.reason), values: answerValues };
  trackStep('form_finished');
  void trackRegistration({ email: values.email, registrationId, newsletter: values.newsletter === true });
  return { answers: [link.finishedIn === 'popup' ? 'REGISTERED_IN_POPUP' : 'REGISTERED'], values: answerValues };
}

const register: Action<RegistrationValues> = {
  async run(values, context) {
    const link = context.data.registrationLink;
    if (!link)
      throw new Error('The register action needs a registration link: put its form inside an invitation block.');
    const memory = submittedOf(context);
    // Submitted, but finalize failed on the way: the same values finalize that registration (no second one);
    // changed values are a new registration.
    if (memory.submitted && (context.retry || sameValues(memory.submitted.values, values))) {
      return finalize(link, memory.submitted, context);
    }
    delete memory.submitted;
    const option = link.countryOptions.find((c) => c.isoCode === values.country);
    if (!option) return { answers: ['CountryInvalid'] };
    trackStep('form_submitted');
    // Sent from a shared product page: the backend can lead the new member back to it.
    const productPage = previousPdpPage(new URL(window.location.href));
    const answer = await mutate<Submit>(await context.environment(), submitRegistrationMutation, {
      registrationCode: link.registrationCode,
      formInput: { ...values, newsletter: values.newsletter ?? false, locale: context.language },
      consents: [
        {
          consentType: 'DATA_POLICY',
          pkString: option.dataPolicyPkString,
          accepted: values.termsAndConditions === true,
        },
        { consentType: 'NEWSLETTER', accepted: values.newsletter === true },
      ],
      deepLinkingPageData: productPage ? { previousPdpPage: productPage } : null,
    });
    const problems = answer.registrationSubmitForm?.registrationProblems ?? [];
    if (problems.length) {
      return { answers: problems.map((p) => p.reason), values: { registrationCode: link.registrationCode } };
    }
    const registrationId = answer.registrationSubmitForm?.registration?.id;
    if (!registrationId) throw new Error('registrationSubmitForm answered without a registration');
    memory.submitted = { registrationId, option, values };
    return finalize(link, memory.submitted, context);
  },

  // The schema knows every country; the visitor is offered those of the code's countryOptions. The terms
  // box links to the terms and data policy of the country chosen.
  uiOptions: ({ registrationLink }, { country }) => {
    const chosen = registrationLink?.countryOptions.find((c) => c.isoCode === country);
    return {
      country: { offered: registrationLink?.countryOptions.map((c) => c.isoCode) ?? [] },
      termsAndConditions: { documents: { terms: chosen?.termsPkString, privacy: chosen?.dataPolicyPkString } },
    };
  },

  // Spec §5's derivation: the first country the visit names that the code offers; the schema's default otherwise.
  presetValues: ({ registrationLink }) => {
    if (!registrationLink) return {};
    const offered = registrationLink.countryOptions.map((c) => c.isoCode).filter(isRegistrationCountry);
    const { backendCountry } = registrationLink;
    return { country: preferredCountry(readCountryHints(), offered, backendCountry, DEFAULT_REGISTRATION_COUNTRY) };
  },

  onChange(previous, next) {
    if (next.country && next.country !== previous.country) trackCountryChange(next.country);
  },
};

export default register;
