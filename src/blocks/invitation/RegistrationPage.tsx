import { lazy, Suspense, use, useCallback, useDeferredValue, useMemo } from 'react';
import { graphql } from 'react-relay/hooks';
import type { RegistrationPageQuery } from '../../__generated__/relay/RegistrationPageQuery.graphql.ts';
import type { VariantChoice } from '../../config/__generated__/variants.ts';
import type { RegistrationPage_answer$key } from '../../__generated__/relay/RegistrationPage_answer.graphql.ts';
import { relayEnvironment, RelayEnvironmentProvider, useFragment } from '../../relay/relayRuntime.ts';
import { retryQuery, usePreloadedAnswer } from '../../relay/preloadedQueries.ts';
import { RequestErrorNotice } from '../../relay/RequestErrorNotice.tsx';
import { REGISTRATION_ID } from '../../navigation/registrationId.ts';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { BlockList } from '../../render/BlockList.tsx';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';
import { loadModule } from '../../platform/moduleLoads.ts';
import { CodeRefused } from './CodeRefused.tsx';
import { InvitationData } from './InvitationData.tsx';
import { INVITATION_QUERY, invitationKey } from './preloadInvitation.ts';
import { RegistrationVariant } from './RegistrationVariant.tsx';
import { useReferrerCheck } from './useReferrerCheck.ts';

const FinishedPopup = lazy(() => loadModule(() => import('./FinishedPopup.tsx')));

// What a code's page shows of the backend's answer: each part's own fragment. Compiled (src/__generated__/relay)
// for the route's loader, which starts it (preloadInvitation.ts); the page reads its answer below.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the tag is the query's definition
graphql`
  query RegistrationPageQuery($registrationCode: String!, $validityTimestamp: String, $referrer: String) {
    countryDetails {
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- an @inline fragment: the forms' actions read it (src/actions/invitationCountries.ts) with the key InvitationData hands them
      ...invitationCountries_country
    }
    registrationCodeDetails(
      registrationCode: $registrationCode
      validityTimestamp: $validityTimestamp
      referrer: $referrer
    ) {
      ...RegistrationPage_answer
      ...RegistrationVariant_details
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- an @inline fragment, read as the one above
      ...invitationCountries_details
    }
  }
`;

interface RegistrationPageProps extends BlockProps<BlockOf<'invitation'>> {
  /** The code of the route (the slug or ?registrationCode=), read there once. */
  registrationCode: string;
}

/**
 * A code's registration page. The page (made for any code) holds its place and its form, hidden, from the
 * prerendered HTML on; once the backend has accepted the code, it shows them (RegistrationVariant.tsx), each part
 * reading its fields from Relay's store with the key handed down from here. The route's loader asked already
 * (preloadInvitation.ts); the answer is read here, at the page's root, while rendering: a refused code leads where
 * config/outcomes.json says, a failed request shows its notice with Retry. A visitor from a listed site goes to the
 * deny page instead (useReferrerCheck).
 */
function CodePage({ block, registrationCode }: RegistrationPageProps) {
  const [query] = useRenderedSearch();
  const allowed = useReferrerCheck(registrationCode);
  const key = invitationKey(registrationCode, query.get('validityTimestamp'));
  const published = usePreloadedAnswer<RegistrationPageQuery>(INVITATION_QUERY, key);
  // Until the answer is in Relay's store the page stays as it is: the render that reads it waits in the background,
  // and the same elements take it (the hydrated form is not made anew).
  const pending = useDeferredValue(allowed ? published : undefined);
  const answer = pending && use(pending);
  const details = answer?.data?.registrationCodeDetails;
  const code = useFragment<RegistrationPage_answer$key>(
    graphql`
      fragment RegistrationPage_answer on RegistrationCodeDetails {
        errorDetails {
          error
        }
      }
    `,
    details ?? null,
  );
  const country = answer?.data?.countryDetails;
  const accepted = useMemo(() => (details ? { details, country } : undefined), [details, country]);
  // The same element while what the form is given stays the same (RegistrationVariant renders it again only then).
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
  // No details: the backend knows no such code.
  const refused = answer?.data && (code ? code.errorDetails[0]?.error : 'REGISTRATION_CODE_INVALID');
  if (refused) return <CodeRefused registrationCode={registrationCode} query={query} error={refused} />;
  const check = answer?.error !== undefined && (
    <RequestErrorNotice error={answer.error} onRetry={() => retryQuery(INVITATION_QUERY)} />
  );
  return (
    <>
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
    </>
  );
}

/** The page with Relay's environment, which it provides from its first render (the prerender's too). */
export default function RegistrationPage(props: RegistrationPageProps) {
  return (
    <RelayEnvironmentProvider environment={relayEnvironment()}>
      <CodePage {...props} />
    </RelayEnvironmentProvider>
  );
}
