import { graphql } from 'react-relay';

/** Spec §4 step 1: the registration form's data, the data-policy and newsletter consents, and where the visitor came from. */
export const submitRegistrationMutation = graphql`
  mutation submitRegistrationMutation(
    $registrationCode: ID!
    $formInput: RegistrationFormInput!
    $consents: [ConsentsInput!]
    $deepLinkingPageData: DeepLinkingPageDataInput
  ) {
    registrationSubmitForm(
      registrationCode: $registrationCode
      formInput: $formInput
      consents: $consents
      deepLinkingPageData: $deepLinkingPageData
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
