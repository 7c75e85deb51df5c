import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate } from 'react-router';
import type { InvitationQuery as InvitationQueryType } from '../../__generated__/relay/InvitationQuery.graphql.ts';
import { codeErrorOutcome, outcomePath } from '../../outcomes/outcomes.ts';
import { useLanguagePrefix } from '../../routing/useLanguagePrefix.ts';
import { RegistrationForm } from './RegistrationForm.tsx';
import { RegistrationVariant } from './RegistrationVariant.tsx';

export interface InvitationQueryProps {
  registrationCode: string;
  validityTimestamp: string | null;
  fetchKey: number;
}

/** Asks the backend what the code allows; a code error leads where config/outcomes.json says. */
export function InvitationQuery({ registrationCode, validityTimestamp, fetchKey }: InvitationQueryProps) {
  const lang = useLanguagePrefix();
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
  if (firstError) return <Navigate replace to={outcomePath(codeErrorOutcome(firstError), lang)!} />;
  return (
    <RegistrationVariant details={details!}>
      <RegistrationForm registrationCode={registrationCode} details={details!} />
    </RegistrationVariant>
  );
}
