import { graphql } from 'react-relay';

/** The entrance's log-in: a bearer token, or why not. */
export const loginMutation = graphql`
  mutation loginMutation($input: LoginInput!) {
    login(input: $input) {
      token
      error
    }
  }
`;
