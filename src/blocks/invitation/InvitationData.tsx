import { useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { InvitationData_details$key } from '../../__generated__/relay/InvitationData_details.graphql.ts';
import type { InvitationData_visitor$key } from '../../__generated__/relay/InvitationData_visitor.graphql.ts';
import { ActionDataContext, type Invitation } from '../../actions/actionData.ts';
import { FinishedInContext, type FinishedIn } from '../../outcomes/finishedIn.ts';

interface InvitationDataProps {
  registrationCode: string;
  details: InvitationData_details$key;
  visitor: InvitationData_visitor$key;
  finishedIn: FinishedIn;
  registrationFlow: Invitation['registrationFlow'];
  children: ReactNode;
}

/**
 * Tells the forms inside what their actions need of the accepted code (the code, its countries, and the visitor's
 * country as the backend sees it: the last step of the country derivation), and where they finish.
 */
export function InvitationData(props: InvitationDataProps) {
  const { registrationCode, details, visitor, finishedIn, registrationFlow, children } = props;
  /* eslint-disable relay/unused-fields -- the country options go whole to the forms' actions (ActionDataContext),
     which read their fields */
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
  /* eslint-enable relay/unused-fields */
  const { countryDetails } = useFragment(
    graphql`
      fragment InvitationData_visitor on Query {
        countryDetails {
          country
        }
      }
    `,
    visitor,
  );
  const backendCountry = countryDetails?.country ?? null;
  const data = useMemo(
    () => ({ invitation: { registrationCode, countryOptions, backendCountry, registrationFlow } }),
    [registrationCode, countryOptions, backendCountry, registrationFlow],
  );
  return (
    <ActionDataContext value={data}>
      <FinishedInContext value={finishedIn}>{children}</FinishedInContext>
    </ActionDataContext>
  );
}
