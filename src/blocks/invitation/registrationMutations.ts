import { graphql } from 'react-relay';

export const submitMutation = graphql`
  mutation registrationMutationsSubmitMutation(
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

export const finalizeMutation = graphql`
  mutation registrationMutationsFinalizeMutation($consents: [ConsentsInput!], $input: FinalizeRegistrationInput!) {
    finalizeRegistration(consents: $consents, finalizeRegistrationInput: $input) {
      hybrisAccountActivationUrl
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
