import { useLazyLoadQuery } from 'react-relay';
import type { invitationQuery as InvitationQueryType } from '../../__generated__/relay/invitationQuery.graphql.ts';
import type { Block } from '../../config/types.ts';
import { invitationQuery } from '../../operations/invitationQuery.ts';
import { OutcomeRedirect } from '../../outcomes/OutcomeRedirect.tsx';
import { codeErrorRule } from '../../outcomes/outcomeRules.ts';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';
import { BlockList } from '../../render/BlockList.tsx';
import { selectVariant } from '../../variants/selectVariant.ts';
import { InvitationData } from './InvitationData.tsx';
import { LandingEvents } from './LandingEvents.tsx';
import { RegistrationVariant } from './RegistrationVariant.tsx';

export interface InvitationPageProps {
  registrationCode: string;
  validityTimestamp: string | null;
  /** Shown for a valid code, in its variant: the registration form. */
  blocks: readonly Block[];
  fetchKey: number;
}

/** The registration page of a link's code: asks the backend what the code allows; a code error leads where config/outcomes.json says. */
export function InvitationPage({ registrationCode, validityTimestamp, blocks, fetchKey }: InvitationPageProps) {
  const data = useLazyLoadQuery<InvitationQueryType>(
    invitationQuery,
    { registrationCode, validityTimestamp },
    { fetchKey, fetchPolicy: 'store-or-network' },
  );
  const [query] = useRenderedSearch();
  const details = data.registrationCodeDetails;
  const firstError = details?.errorDetails[0]?.error ?? (details ? undefined : 'REGISTRATION_CODE_INVALID');
  if (!details || firstError) {
    // Tracked before the way out: the landing page was seen, in the flow its address selects.
    const { registrationFlow } = selectVariant({ slug: registrationCode, query });
    return (
      <>
        <LandingEvents registrationFlow={registrationFlow} accepted={false} />
        <OutcomeRedirect rule={codeErrorRule(firstError!)} />
      </>
    );
  }
  return (
    <RegistrationVariant details={details}>
      {(choice) => (
        <InvitationData
          registrationCode={registrationCode}
          details={details}
          visitor={data}
          finishedIn={choice.finishedIn}
          registrationFlow={choice.registrationFlow}
        >
          <BlockList blocks={blocks} />
        </InvitationData>
      )}
    </RegistrationVariant>
  );
}
