import { graphql } from 'react-relay';

/**
 * What a registration link's code allows (its errors, or what its registration page shows and its form sends), and
 * the visitor's country as the backend sees it, in the same request. Read whole by the code check
 * (src/blocks/invitation/InvitationCheck.tsx), which hands the registration page plain data: the page and its
 * prerendered form render before Relay is there.
 */
export const invitationQuery = graphql`
  query invitationQuery($registrationCode: String!, $validityTimestamp: String) {
    countryDetails {
      country
    }
    registrationCodeDetails(registrationCode: $registrationCode, validityTimestamp: $validityTimestamp) {
      errorDetails {
        error
      }
      # The contract keeps the backend's spelling (spec §3); the app says inviter.
      inviterName: invitorName
      customization {
        copyVariant
        welcomeVoucher
        registrationLayout
        registrationFlow
        theme
      }
      countryOptions {
        isoCode
        dataPolicyPkString
        termsPkString
      }
    }
  }
`;
