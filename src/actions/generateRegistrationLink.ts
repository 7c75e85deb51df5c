// The admin's registration link generator: a link valid 14 days for a valid code (into Relay's store, its id into the
// URL), or the code's error. The backend refuses anyone but an admin whatever the page shows; its UNAUTHENTICATED and
// FORBIDDEN are answers here too.
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
        id
        # eslint-disable-next-line relay/must-colocate-fragment-spreads -- into the store, for the page that shows it (GeneratedLinkAnswer.tsx reads it by the id this answer puts in the URL)
        ...GeneratedLink_link
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
        // The link is in Relay's store now; the page reads it by its id.
        return { answers: ['GENERATED'], values: { registrationLink: registrationLink.id } };
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
