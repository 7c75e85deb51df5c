// Spec §4 step 1: the form's values, consents and origin go to the backend; accepted, the registration is finalized.
import { graphql } from 'react-relay/hooks';
import { mutate } from '../relay/relayRuntime.ts';
import type { submitRegistrationMutation as Submit } from '../__generated__/relay/submitRegistrationMutation.graphql.ts';
import { handEmailToLogIn } from '../navigation/logInEmail.ts';
import { deepLinkingPageData } from '../navigation/deepLinkingPageData.ts';
import type { ActionContext, ActionResult, ValuesOf } from './defineAction.ts';
import { finalizeRegistration, submittedOf } from './finalizeRegistration.ts';
import { problemAnswers } from './problemAnswers.ts';
import { afterSocialAnswer, socialSubmission } from './socialRegistration.ts';
import { countryOptionsOf } from './invitationCountries.ts';

/**
 * Spec §4 step 1: the registration form's data, the data-policy and newsletter consents, where the visitor came from,
 * and the id token of a social sign-up.
 */
const submitRegistrationMutation = graphql`
  mutation submitRegistrationMutation(
    $registrationCode: ID!
    $formInput: RegistrationFormInput!
    $consents: [ConsentsInput!]
    $deepLinkingPageData: DeepLinkingPageDataInput
    $socialRegistrationInput: SocialRegistrationInput
  ) {
    registrationSubmitForm(
      registrationCode: $registrationCode
      formInput: $formInput
      consents: $consents
      deepLinkingPageData: $deepLinkingPageData
      socialRegistrationInput: $socialRegistrationInput
    ) {
      registration {
        id
        status
      }
      token
      registrationProblems {
        reason
        reasonDetails {
          error
        }
      }
    }
  }
`;

type Values = ValuesOf<'register'>;
type Context = ActionContext<'register'>;

export async function submitRegistration(values: Values, context: Context): Promise<ActionResult<'register'>> {
  const { invitation } = context.data;
  const option = countryOptionsOf(invitation.details).find((c) => c.isoCode === values.country);
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
    return { answers: problemAnswers(problems), values: { registrationCode: invitation.registrationCode } };
  }
  const registrationId = answer.registrationSubmitForm?.registration?.id;
  if (!registrationId) throw new Error('registrationSubmitForm answered without a registration');
  const token = answer.registrationSubmitForm?.token ?? null;
  const submitted = (submittedOf(context).submitted = { registrationId, token, option, values });
  return finalizeRegistration(submitted, context);
}
