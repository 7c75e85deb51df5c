import { graphql } from 'react-relay';

/**
 * What a registration link's code allows (its errors, or the data its blocks' fragments ask for), and the
 * visitor's country as the backend sees it, in the same request.
 */
export const invitationQuery = graphql`
  query invitationQuery($registrationCode: String!, $validityTimestamp: String) {
    ...InvitationData_visitor
    registrationCodeDetails(registrationCode: $registrationCode, validityTimestamp: $validityTimestamp) {
      errorDetails {
        error
      }
      ...RegistrationVariant_details
      ...InvitationData_details
    }
  }
`;
