import { graphql } from 'react-relay';

/** What a registration link's code allows: its errors, or the data its blocks' fragments ask for. */
export const invitationQuery = graphql`
  query invitationQuery($registrationCode: String!, $validityTimestamp: String) {
    registrationCodeDetails(registrationCode: $registrationCode, validityTimestamp: $validityTimestamp) {
      errorDetails {
        error
      }
      ...RegistrationVariant_details
      ...InvitationData_details
    }
  }
`;
