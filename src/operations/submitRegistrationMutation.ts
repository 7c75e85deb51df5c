import { graphql } from 'react-relay';

/** Spec §4 step 1: the registration form's data and the data-policy and newsletter consents. */
export const submitRegistrationMutation = graphql`
  mutation submitRegistrationMutation(
    $registrationCode: ID!
    $formInput: RegistrationFormInput!
    $consents: [ConsentsInput!]
  ) {
    registrationSubmitForm(registrationCode: $registrationCode, formInput: $formInput, consents: $consents) {
      registration {
        id
        status
      }
      registrationProblems {
        reason
      }
    }
  }
`;
