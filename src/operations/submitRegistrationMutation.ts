import { graphql } from 'react-relay';

/**
 * Spec §4 step 1: the registration form's data, the data-policy and newsletter consents, where the visitor came from,
 * and the id token of a social sign-up.
 */
export const submitRegistrationMutation = graphql`
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
      }
    }
  }
`;
