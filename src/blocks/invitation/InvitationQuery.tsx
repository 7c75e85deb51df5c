import { graphql, useLazyLoadQuery } from 'react-relay';
import type { InvitationQuery as InvitationQueryType } from '../../__generated__/relay/InvitationQuery.graphql.ts';
import { OutcomeRedirect } from '../../outcomes/OutcomeRedirect.tsx';
import { codeErrorOutcome } from '../../outcomes/outcomes.ts';
import { RegistrationForm } from './RegistrationForm.tsx';
import { RegistrationVariant } from './RegistrationVariant.tsx';

export interface InvitationQueryProps {
  registrationCode: string;
  validityTimestamp: string | null;
  fetchKey: number;
}

/** Asks the backend what the code allows; a code error leads where config/outcomes.json says. */
export function InvitationQuery({ registrationCode, validityTimestamp, fetchKey }: InvitationQueryProps) {
  const data = useLazyLoadQuery<InvitationQueryType>(
    graphql`
      query InvitationQuery($registrationCode: String!, $validityTimestamp: String) {
        registrationCodeDetails(registrationCode: $registrationCode, validityTimestamp: $validityTimestamp) {
          errorDetails {
            error
          }
          ...RegistrationVariant_details
          ...RegistrationForm_details
        }
      }
    `,
    { registrationCode, validityTimestamp },
    { fetchKey, fetchPolicy: 'store-or-network' },
  );
  const details = data.registrationCodeDetails;
  const firstError = details?.errorDetails[0]?.error ?? (details ? undefined : 'REGISTRATION_CODE_INVALID');
  if (firstError) return <OutcomeRedirect outcome={codeErrorOutcome(firstError)} />;
  return (
    <RegistrationVariant details={details!}>
      {(choice) => (
        <RegistrationForm registrationCode={registrationCode} details={details!} finishedIn={choice.finishedIn} />
      )}
    </RegistrationVariant>
  );
}
