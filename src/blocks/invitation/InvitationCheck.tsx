import { Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useFragment, usePreloadedQuery } from '../../relay/relayRuntime.ts';
import { retryQuery, usePreloadedRef } from '../../relay/preloadedQueries.ts';
import type { GraphQLTaggedNode } from 'relay-runtime';
import type { InvitationCheck_details$key } from '../../__generated__/relay/InvitationCheck_details.graphql.ts';
import type { RegistrationPageQuery } from '../../__generated__/relay/RegistrationPageQuery.graphql.ts';
import { RequestErrorNotice } from '../../relay/RequestErrorNotice.tsx';
import type { CodeAnswer } from './acceptedCode.ts';
import { INVITATION_QUERY, invitationKey } from './preloadInvitation.ts';

interface InvitationCheckProps {
  /** The page's query, which spreads the fragments of its parts (RegistrationPage.tsx). */
  query: GraphQLTaggedNode;
  registrationCode: string;
  validityTimestamp: string | null;
  /** Told the backend's answer: the code accepted, with what its page reads, or its first error. */
  onAnswer: (answer: CodeAnswer) => void;
}

interface CodeAnswerProps {
  query: GraphQLTaggedNode;
  queryRef: PreloadedQuery<RegistrationPageQuery>;
  onAnswer: InvitationCheckProps['onAnswer'];
}

/** Reads the page's query once Relay's store has it: the code's errors decide, the rest goes to the page's parts. */
function CodeAnswer({ query, queryRef, onAnswer }: CodeAnswerProps) {
  const { registrationCodeDetails, countryDetails } = usePreloadedQuery<RegistrationPageQuery>(query, queryRef);
  const details = useFragment<InvitationCheck_details$key>(
    graphql`
      fragment InvitationCheck_details on RegistrationCodeDetails {
        errorDetails {
          error
        }
      }
    `,
    registrationCodeDetails,
  );
  // No details: the backend knows no such code.
  const refused = details ? details.errorDetails[0]?.error : 'REGISTRATION_CODE_INVALID';
  useEffect(() => {
    if (refused) onAnswer({ refused });
    else if (registrationCodeDetails)
      onAnswer({ accepted: { details: registrationCodeDetails, country: countryDetails } });
  }, [refused, registrationCodeDetails, countryDetails, onAnswer]);
  return null;
}

/**
 * Reads what the code allows from the page's query, which the route's loader started (preloadInvitation.ts), its
 * request leaving before Relay's code was on the page. While it asks the page holds its place; a failed request shows
 * its notice here, with Retry (a new request).
 */
export function InvitationCheck({ query, registrationCode, validityTimestamp, onAnswer }: InvitationCheckProps) {
  const queryRef = usePreloadedRef<RegistrationPageQuery>(
    INVITATION_QUERY,
    invitationKey(registrationCode, validityTimestamp),
  );
  if (!queryRef) return null;
  return (
    <ErrorBoundary
      resetKeys={[queryRef]}
      fallbackRender={({ error }) => <RequestErrorNotice error={error} onRetry={() => retryQuery(INVITATION_QUERY)} />}
    >
      <Suspense fallback={null}>
        <CodeAnswer query={query} queryRef={queryRef} onAnswer={onAnswer} />
      </Suspense>
    </ErrorBoundary>
  );
}
