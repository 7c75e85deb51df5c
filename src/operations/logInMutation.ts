import { graphql } from 'react-relay';

/** The entrance's log-in: a bearer token, or why not. */
export const logInMutation = graphql`
  mutation logInMutation($input: LogInInput!) {
    logIn(input: $input) {
      token
      error
    }
  }
`;
