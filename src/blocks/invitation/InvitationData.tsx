import { useLayoutEffect, useState, type ReactNode } from 'react';
import { graphql } from 'react-relay/hooks';
import { useFragment } from '../../relay/relayRuntime.ts';
import type { InvitationData_country$key } from '../../__generated__/relay/InvitationData_country.graphql.ts';
import type { InvitationData_details$key } from '../../__generated__/relay/InvitationData_details.graphql.ts';
import type { Invitation } from '../../actions/actionData.ts';
import { createFormPageDataStore, NO_DATA, FormPageDataContext } from '../../actions/formPageData.ts';
import type { FinishedIn } from '../../outcomes/finishedIn.ts';
import { useSocialIdentity } from '../../social/socialIdentity.ts';
import type { AcceptedCode } from './acceptedCode.ts';

interface InvitationDataProps {
  registrationCode: string;
  /** Undefined until the backend accepted the code: the forms inside wait for it. */
  accepted: AcceptedCode | undefined;
  finishedIn: FinishedIn;
  registrationFlow: Invitation['registrationFlow'];
  children: ReactNode;
}

/**
 * Tells the forms inside what their actions need of the accepted code (the code, its countries, and the visitor's
 * country as the backend sees it: the last step of the country derivation), the page's flow, who the visitor signed
 * in as (a social sign-up kept for the code), and where they finish. Through a store of its own: the prerendered form
 * inside stays the page's HTML (src/actions/formPageData.ts) when the answer comes.
 */
export function InvitationData(props: InvitationDataProps) {
  const { registrationCode, accepted, finishedIn, registrationFlow, children } = props;
  const socialIdentity = useSocialIdentity(registrationCode);
  const details = useFragment<InvitationData_details$key>(
    graphql`
      fragment InvitationData_details on RegistrationCodeDetails {
        # eslint-disable-next-line relay/unused-fields -- the register action sends the chosen country's code and documents
        countryOptions {
          isoCode
          dataPolicyPkString
          termsPkString
        }
      }
    `,
    accepted?.details ?? null,
  );
  const backend = useFragment<InvitationData_country$key>(
    graphql`
      fragment InvitationData_country on CountryDetails {
        country
      }
    `,
    accepted?.country ?? null,
  );
  // Made with what the page was rendered with: nothing accepted yet (see RegistrationVariant).
  const [store] = useState(() => createFormPageDataStore({ actionData: NO_DATA, finishedIn }));
  useLayoutEffect(() => {
    const invitation = details && {
      registrationCode,
      countryOptions: details.countryOptions,
      backendCountry: backend?.country ?? null,
      registrationFlow,
      socialIdentity,
    };
    store.set({ actionData: invitation ? { invitation } : NO_DATA, finishedIn });
  }, [store, registrationCode, details, backend, registrationFlow, socialIdentity, finishedIn]);
  return <FormPageDataContext value={store}>{children}</FormPageDataContext>;
}
