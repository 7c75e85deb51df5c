import { graphql } from 'react-relay';

/** Social sign-up by one-time code: the code the visitor typed; the right one answers an id token. */
export const verifyOneTimeCodeMutation = graphql`
  mutation verifyOneTimeCodeMutation($input: VerifyOneTimeCodeInput!) {
    verifyOneTimeCode(input: $input) {
      status
      idToken
      attemptsLeft
    }
  }
`;
