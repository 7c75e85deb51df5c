import { lazy, Suspense, useCallback, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { relayEnvironment, RelayEnvironmentProvider } from '../../relay/relayRuntime.ts';
import type { VariantChoice } from '../../config/__generated__/variants.ts';
import { REGISTRATION_ID } from '../../navigation/registrationId.ts';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { BlockList } from '../../render/BlockList.tsx';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';
import { useHydrated } from '../../platform/useHydrated.ts';
import { OutcomeRedirect } from '../../outcomes/OutcomeRedirect.tsx';
import { codeErrorRule } from '../../outcomes/outcomeRules.ts';
import { selectVariant } from '../../variants/selectVariant.ts';
import type { CodeAnswer } from './acceptedCode.ts';
import { InvitationCheck } from './InvitationCheck.tsx';
import { InvitationData } from './InvitationData.tsx';
import { LandingEvents } from './LandingEvents.tsx';
import { RegistrationVariant } from './RegistrationVariant.tsx';
import { useReferrerCheck } from './useReferrerCheck.ts';
import { loadModule } from '../../platform/moduleLoads.ts';

const FinishedPopup = lazy(() => loadModule(() => import('./FinishedPopup.tsx')));

/** What a code's page shows of the backend's answer: each part's own fragment (InvitationCheck asks it). */
const registrationPageQuery = graphql`
  query RegistrationPageQuery($registrationCode: String!, $validityTimestamp: String, $referrer: String) {
    countryDetails {
      ...InvitationData_country
    }
    registrationCodeDetails(
      registrationCode: $registrationCode
      validityTimestamp: $validityTimestamp
      referrer: $referrer
    ) {
      ...InvitationCheck_details
      ...RegistrationVariant_details
      ...InvitationData_details
    }
  }
`;

/**
 * A code's registration page. The page (made for any code) holds its place and its form, hidden, from the
 * prerendered HTML on; once the backend has accepted the code, it shows them (RegistrationVariant.tsx), each part
 * reading its fields from Relay's store (whose environment the page provides from its first render). The route's
 * loader asked already (preloadInvitation.ts); a visitor from a listed site goes to the deny page instead
 * (useReferrerCheck). A code error leads where config/outcomes.json says.
 */
interface RegistrationPageProps extends BlockProps<BlockOf<'invitation'>> {
  /** The code of the route (the slug or ?registrationCode=), read there once. */
  registrationCode: string;
}

export default function RegistrationPage({ block, registrationCode }: RegistrationPageProps) {
  const [query] = useRenderedSearch();
  const hydrated = useHydrated();
  const allowed = useReferrerCheck(registrationCode);
  const [answered, setAnswered] = useState<{ code: string; answer: CodeAnswer }>();
  const onAnswer = useCallback(
    (answer: CodeAnswer) => setAnswered({ code: registrationCode, answer }),
    [registrationCode],
  );
  // Another code (the page's own link to one) starts unanswered.
  const { accepted, refused } = (answered?.code === registrationCode && answered.answer) || {};
  const body = useCallback(
    ({ finishedIn, registrationFlow }: Pick<VariantChoice, 'finishedIn' | 'registrationFlow'>) => (
      <InvitationData
        registrationCode={registrationCode}
        accepted={accepted}
        finishedIn={finishedIn}
        registrationFlow={registrationFlow}
      >
        <BlockList blocks={block.blocks} />
      </InvitationData>
    ),
    [registrationCode, accepted, block.blocks],
  );
  const check = hydrated && allowed && (
    <InvitationCheck
      query={registrationPageQuery}
      registrationCode={registrationCode}
      validityTimestamp={query.get('validityTimestamp')}
      onAnswer={onAnswer}
    />
  );
  if (refused) {
    // Tracked before the way out: the landing page was seen, in the flow its address selects.
    const { registrationFlow } = selectVariant({ slug: registrationCode, query });
    return (
      <>
        <LandingEvents registrationFlow={registrationFlow} accepted={false} />
        <OutcomeRedirect rule={codeErrorRule(refused)} />
      </>
    );
  }
  return (
    <RelayEnvironmentProvider environment={relayEnvironment()}>
      <RegistrationVariant
        registrationCode={registrationCode}
        accepted={accepted}
        check={check}
        checkingHeadline={block.checkingHeadline}
      >
        {body}
      </RegistrationVariant>
      {query.has(REGISTRATION_ID) && (
        <Suspense fallback={null}>
          <FinishedPopup blocks={block.finishedPopup} />
        </Suspense>
      )}
    </RelayEnvironmentProvider>
  );
}
