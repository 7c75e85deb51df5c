import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { Invitation } from '../../actions/actionData.ts';
import { createFormPageDataStore, NO_DATA, FormPageDataContext } from '../../forms/values/formPageData.ts';
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
 * Tells the forms inside what their actions need of the accepted code: the code, the keys through which they read
 * its countries and the visitor's country as the backend sees it (src/actions/invitationCountries.ts), the page's
 * flow, who the visitor signed in as (a social sign-up kept for the code), and where they finish. Through a store of
 * its own: the prerendered form inside stays the page's HTML (src/forms/values/formPageData.ts) when the answer comes.
 */
export function InvitationData(props: InvitationDataProps) {
  const { registrationCode, accepted, finishedIn, registrationFlow, children } = props;
  const socialIdentity = useSocialIdentity(registrationCode);
  // Made with what the page was rendered with: nothing accepted yet (see RegistrationVariant).
  const [store] = useState(() => createFormPageDataStore({ actionData: NO_DATA, finishedIn }));
  useLayoutEffect(() => {
    const invitation = accepted && {
      registrationCode,
      details: accepted.details,
      country: accepted.country,
      registrationFlow,
      socialIdentity,
    };
    store.set({ actionData: invitation ? { invitation } : NO_DATA, finishedIn });
  }, [store, registrationCode, accepted, registrationFlow, socialIdentity, finishedIn]);
  return <FormPageDataContext value={store}>{children}</FormPageDataContext>;
}
