import { graphql } from 'react-relay';

/**
 * Spec §4 step 2: terms and data policy accepted, the shop account created, the activation mail sent; the consent
 * credentials the consent manager keeps the visitor's choices with.
 */
export const finalizeRegistrationMutation = graphql`
  mutation finalizeRegistrationMutation($consents: [ConsentsInput!], $input: FinalizeRegistrationInput!) {
    finalizeRegistration(consents: $consents, finalizeRegistrationInput: $input) {
      hybrisAccountActivationUrl
      registration {
        id
        status
        cmpCustomerConsentToken
      }
      registrationProblems {
        reason
      }
      # For the consent manager only (src/platform/consentHandOff.ts), never for tracking.
      consentCredentials {
        hmacToken
        passphrase
      }
    }
  }
`;
