import { graphql } from 'react-relay';

/** Membership interest: apply with an e-mail address. */
export const applyForMembershipMutation = graphql`
  mutation applyForMembershipMutation($input: ApplyForMembershipInput!) {
    applyForMembership(input: $input) {
      status
      problems {
        reason
        message
        reasonDetails {
          error
          field
        }
      }
    }
  }
`;
