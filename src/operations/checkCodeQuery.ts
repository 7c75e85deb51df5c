import { graphql } from 'react-relay';

/** A typed access code: its errors, none when it may register. */
export const checkCodeQuery = graphql`
  query checkCodeQuery($registrationCode: String!) {
    registrationCodeDetails(registrationCode: $registrationCode) {
      errorDetails {
        error
      }
    }
  }
`;
