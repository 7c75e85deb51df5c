import { graphql } from 'react-relay';

export const activateAccountMutation = graphql`
  mutation activateAccountMutation($input: ActivateAccountInput!) {
    activateAccount(input: $input) {
      registration {
        id
        status
      }
      error
    }
  }
`;
