import { graphql } from 'react-relay';

/** Spec §4 step 2: terms and data policy accepted, the shop account created, the activation mail sent. */
export const finalizeRegistrationMutation = graphql`
  mutation finalizeRegistrationMutation($consents: [ConsentsInput!], $input: FinalizeRegistrationInput!) {
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
