import { useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { InvitationData_details$key } from '../../__generated__/relay/InvitationData_details.graphql.ts';
import { ActionDataContext, type RegistrationLinkData } from '../../actions/actionData.ts';

interface InvitationDataProps {
  registrationCode: string;
  details: InvitationData_details$key;
  finishedIn: RegistrationLinkData['finishedIn'];
  children: ReactNode;
}

/** Tells the forms inside what their actions need of the accepted code: the code, its countries, the finish. */
export function InvitationData({ registrationCode, details, finishedIn, children }: InvitationDataProps) {
  const { countryOptions } = useFragment(
    graphql`
      fragment InvitationData_details on RegistrationCodeDetails {
        countryOptions {
          isoCode
          dataPolicyPkString
          termsPkString
        }
      }
    `,
    details,
  );
  const data = useMemo(
    () => ({ registrationLink: { registrationCode, countryOptions, finishedIn } }),
    [registrationCode, countryOptions, finishedIn],
  );
  return <ActionDataContext value={data}>{children}</ActionDataContext>;
}
