import { useEffect, useState } from 'react';
import type {
  invitationQuery$data,
  invitationQuery as InvitationQueryType,
} from '../../__generated__/relay/invitationQuery.graphql.ts';
import { invitationQuery } from '../../operations/invitationQuery.ts';
import { plainQuery } from '../../relay/plainQuery.ts';
import { RequestErrorNotice } from '../../relay/RequestErrorNotice.tsx';
import type { CodeAnswer } from './acceptedCode.ts';

interface InvitationCheckProps {
  registrationCode: string;
  validityTimestamp: string | null;
  /** Told the backend's answer: the code accepted, with what its page needs, or its first error. */
  onAnswer: (answer: CodeAnswer) => void;
}

function answerOf({ registrationCodeDetails: details, countryDetails }: invitationQuery$data): CodeAnswer {
  const refused = details?.errorDetails[0]?.error ?? (details ? undefined : 'REGISTRATION_CODE_INVALID');
  if (!details || refused) return { refused: refused! };
  const { inviterName, customization, countryOptions } = details;
  return { accepted: { inviterName, customization, countryOptions, backendCountry: countryDetails?.country ?? null } };
}

/**
 * Asks the backend what the code allows, without Relay (src/relay/plainQuery.ts): the registration page shows before
 * Relay's runtime would have loaded. While it asks the page holds its place; a failed request shows its notice here,
 * with Retry.
 */
export function InvitationCheck({ registrationCode, validityTimestamp, onAnswer }: InvitationCheckProps) {
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    let current = true;
    plainQuery<InvitationQueryType>(invitationQuery, { registrationCode, validityTimestamp }).then(
      (data) => current && onAnswer(answerOf(data)),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [registrationCode, validityTimestamp, attempt, onAnswer]);
  if (!failure) return null;
  const retry = () => {
    setFailure(undefined);
    setAttempt((n) => n + 1);
  };
  return <RequestErrorNotice error={failure.error} onRetry={retry} />;
}
