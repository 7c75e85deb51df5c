import { graphql } from 'react-relay';

/** The registration's status now and at each change, so 'verify your e-mail' moves on by itself. */
export const registrationStatusSubscription = graphql`
  subscription registrationStatusSubscription($registrationId: ID!) {
    registrationStatusChanged(registrationId: $registrationId) {
      id
      status
    }
  }
`;
