import { graphql } from 'react-relay';

/** Admin only: a registration link valid 14 days for a valid code, or the code's errors. */
export const generateRegistrationLinkMutation = graphql`
  mutation generateRegistrationLinkMutation($input: GenerateRegistrationLinkInput!) {
    generateRegistrationLink(input: $input) {
      registrationLink {
        url
        validUntil
      }
      errorDetails {
        error
      }
    }
  }
`;
