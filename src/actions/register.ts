// Registration with the code of the link (spec §4): submit the form, then finalize; each answer's problems are the
// action's answers, mapped by config/outcomes.json (whether it finishes on a page or in a popup is the variant's).
import type { finalizeRegistrationMutation as Finalize } from '../__generated__/relay/finalizeRegistrationMutation.graphql.ts';
import type { submitRegistrationMutation as Submit } from '../__generated__/relay/submitRegistrationMutation.graphql.ts';
import { appConfig } from '../config/appConfig.ts';
import { routePath } from '../config/routeById.ts';
import { handEmailToLogIn } from '../navigation/logInEmail.ts';
import { deepLinkingPageData } from '../navigation/deepLinkingPageData.ts';
import { REGISTRATION_ID } from '../navigation/registrationId.ts';
import { finalizeRegistrationMutation } from '../operations/finalizeRegistrationMutation.ts';
import { submitRegistrationMutation } from '../operations/submitRegistrationMutation.ts';
import { handConsentToManager } from '../platform/consentHandOff.ts';
import { preferredCountry, readCountryHints } from '../platform/countryHints.ts';
import { countryChangeEvent, registrationEvents } from '../platform/tracking/events.ts';
import { mutate } from '../relay/requests.ts';
import { DEFAULT_REGISTRATION_COUNTRY, isRegistrationCountry } from '../shared/registrationRules.ts';
import type { CountryOption } from './actionData.ts';
import { defineAction, type ActionContext, type ActionResult, type ValuesOf } from './defineAction.ts';
import { afterSocialAnswer, socialKnownValues, socialSubmission, socialUiOptions } from './socialRegistration.ts';

type Values = ValuesOf<'register'>;
type Context = ActionContext<'register'>;
type Country = Values['country'];

interface Submitted {
  registrationId: string;
  /** The submit's e-mail token: the social registration's second step opens with it. */
  token: string | null;
  option: CountryOption;
  values: Values;
}

const sameValues = (a: Values, b: Values) => JSON.stringify(a) === JSON.stringify(b);

/** Set once submit went through: a retry after a failed finalize must not register a second time. */
const submittedOf = (context: Context) => context.memory as { submitted?: Submitted };

async function finalize(submitted: Submitted, context: Context): Promise<ActionResult<'register'>> {
  const { registrationId, token, option, values } = submitted;
  const { invitation } = context.data;
  const activationPath = appConfig.basePath + routePath(appConfig.routes.accountActivation, context.lang);
  const answer = await mutate<Finalize>(await context.environment(), finalizeRegistrationMutation, {
    consents: [
      { consentType: 'TERMS', pkString: option.termsPkString, accepted: true },
      { consentType: 'DATA_POLICY', pkString: option.dataPolicyPkString, accepted: true },
    ],
    input: { registrationId, accountActivationUrl: new URL(activationPath, context.url.origin).href },
  });
  const answerValues = {
    registrationCode: invitation.registrationCode,
    [REGISTRATION_ID]: registrationId,
    ...(token && { token }),
  };
  const problems = answer.finalizeRegistration?.registrationProblems ?? [];
  // Refused, the registration stays submitted and the same values finalize it again; one the backend no longer
  // knows is submitted anew (which restarts it: docs/decisions.md, a registration that was never finalized).
  if (problems.length === 0 || problems.some((p) => p.reason === 'FinalizationRegistrationIdNotExists')) {
    delete submittedOf(context).submitted;
  }
  if (problems.length) return { answers: problems.map((p) => p.reason), values: answerValues };
  afterSocialAnswer(invitation.registrationCode, ['REGISTERED']);
  const { consentCredentials, registration } = answer.finalizeRegistration ?? {};
  const cmpCustomerConsentToken = registration?.cmpCustomerConsentToken ?? null;
  if (consentCredentials) handConsentToManager({ ...consentCredentials, cmpCustomerConsentToken });
  const newsletter = values.newsletter === true;
  return {
    answers: ['REGISTERED'],
    values: answerValues,
    events: await registrationEvents({ email: values.email, registrationId, newsletter }),
  };
}

async function submit(values: Values, context: Context): Promise<ActionResult<'register'>> {
  const { invitation } = context.data;
  const option = invitation.countryOptions.find((c) => c.isoCode === values.country);
  if (!option) return { answers: ['CountryInvalid'] };
  const social = socialSubmission(invitation.registrationCode);
  const answer = await mutate<Submit>(await context.environment(), submitRegistrationMutation, {
    registrationCode: invitation.registrationCode,
    formInput: {
      ...values,
      email: social.email ?? values.email,
      newsletter: values.newsletter ?? false,
      locale: context.language,
    },
    consents: [
      { consentType: 'DATA_POLICY', pkString: option.dataPolicyPkString, accepted: values.termsAndConditions === true },
      { consentType: 'NEWSLETTER', accepted: values.newsletter === true },
    ],
    // Where in the shop the visitor came from: the backend can lead the new member back there.
    deepLinkingPageData: deepLinkingPageData(context.url),
    socialRegistrationInput: social.input,
  });
  const problems = answer.registrationSubmitForm?.registrationProblems ?? [];
  afterSocialAnswer(
    invitation.registrationCode,
    problems.map((p) => p.reason),
  );
  if (problems.length) {
    // The account exists: its page forwards to the log-in, which starts with this e-mail.
    if (problems.some((p) => p.reason === 'EmailAlreadyUsedActive')) handEmailToLogIn(social.email ?? values.email);
    return { answers: problems.map((p) => p.reason), values: { registrationCode: invitation.registrationCode } };
  }
  const registrationId = answer.registrationSubmitForm?.registration?.id;
  if (!registrationId) throw new Error('registrationSubmitForm answered without a registration');
  const token = answer.registrationSubmitForm?.token ?? null;
  const submitted = (submittedOf(context).submitted = { registrationId, token, option, values });
  return finalize(submitted, context);
}

export default defineAction<'register'>({
  run(values, context) {
    const memory = submittedOf(context);
    // Submitted, but finalize failed on the way: the same values finalize that registration (no second one);
    // changed values are a new registration.
    if (memory.submitted && (context.retry || sameValues(memory.submitted.values, values))) {
      return finalize(memory.submitted, context);
    }
    delete memory.submitted;
    return submit(values, context);
  },

  // The schema knows every country; the visitor is offered those of the code's countryOptions. The terms
  // box links to the terms and data policy of the country chosen.
  uiOptions: ({ invitation }, { country }) => {
    const chosen = invitation?.countryOptions.find((c) => c.isoCode === country);
    return {
      ...socialUiOptions(invitation?.socialIdentity),
      // Before the code's answer (the prerendered form): every country, so a select opened at once is not empty.
      country: { offered: invitation?.countryOptions.map((c) => c.isoCode) },
      termsAndConditions: { documents: { terms: chosen?.termsPkString, privacy: chosen?.dataPolicyPkString } },
    };
  },

  // Spec §5's derivation: the first country the visit names that the code offers; the schema's default otherwise.
  presetValues: ({ invitation }, url) => {
    if (!invitation) return {};
    // The form's country field is where the registration countries are written (the same list, typed by it).
    const offered = invitation.countryOptions.map((c) => c.isoCode).filter(isRegistrationCountry) as Country[];
    const fallback = DEFAULT_REGISTRATION_COUNTRY as Country;
    return { country: preferredCountry(readCountryHints(url), offered, invitation.backendCountry, fallback) };
  },

  // A social sign-in's names fill what is empty; its verified e-mail is the account's.
  knownValues: ({ invitation }, held) => socialKnownValues(invitation?.socialIdentity, held),

  changeEvents: (previous, next) =>
    next.country && next.country !== previous.country ? [countryChangeEvent(next.country)] : [],
});
