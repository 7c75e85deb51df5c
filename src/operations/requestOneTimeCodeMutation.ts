import { graphql } from 'react-relay';

/** Social sign-up by one-time code: a code by text message or e-mail. */
export const requestOneTimeCodeMutation = graphql`
  mutation requestOneTimeCodeMutation($input: RequestOneTimeCodeInput!) {
    requestOneTimeCode(input: $input) {
      status
      destination
      expiresInSeconds
      resendAfterSeconds
      retryAfterSeconds
    }
  }
`;
