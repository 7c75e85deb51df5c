// The admin's registration link generator: a link valid 14 days for a valid code, or the code's error. The backend
// refuses anyone but an admin whatever the page shows; its UNAUTHENTICATED and FORBIDDEN are answers here too.
import { graphql } from 'react-relay/hooks';
import { mutate } from '../relay/relayRuntime.ts';
import type { generateRegistrationLinkMutation as Generate } from '../__generated__/relay/generateRegistrationLinkMutation.graphql.ts';
import { appPathOf } from '../navigation/appUrl.ts';
import { forgetAuthToken } from '../relay/authorization.ts';
import { GraphQLResponseError, SessionEndedError } from '../relay/networkErrors.ts';
import { defineAction } from './defineAction.ts';

/** Admin only: a registration link valid 14 days for a valid code, or the code's errors. */
const generateRegistrationLinkMutation = graphql`
  mutation generateRegistrationLinkMutation($input: GenerateRegistrationLinkInput!) {
    generateRegistrationLink(input: $input) {
      registrationLink {
        url
        validUntil
      }
      errorDetails {
        error
      }
    }
  }
`;

const REFUSALS = ['UNAUTHENTICATED', 'FORBIDDEN'];

export default defineAction<'generateRegistrationLink'>({
  async run({ registrationCode }, { environment, url }) {
    try {
      const answer = await mutate<Generate>(await environment(), generateRegistrationLinkMutation, {
        input: { registrationCode },
      });
      const { registrationLink, errorDetails = [] } = answer.generateRegistrationLink ?? {};
      if (registrationLink) {
        return {
          answers: ['GENERATED'],
          values: { registrationLink: registrationLink.url, validUntil: registrationLink.validUntil },
        };
      }
      // The backend lists a code's errors most important first; the field shows that one.
      return { answers: [errorDetails[0]?.error ?? 'NO_LINK'] };
    } catch (error) {
      const refusal =
        error instanceof SessionEndedError
          ? 'UNAUTHENTICATED'
          : error instanceof GraphQLResponseError && error.codes.find((code) => REFUSALS.includes(code));
      if (!refusal) throw error;
      const returnTo = appPathOf(url.href, url.origin) ?? '/';
      if (refusal !== 'UNAUTHENTICATED') return { answers: [refusal], values: { returnTo } };
      // The session ended meanwhile (expired, revoked): the token leaves the browser, the log-in says so, then back here.
      forgetAuthToken();
      return { answers: [refusal], values: { returnTo, signedOut: 'session-ended' } };
    }
  },
});
