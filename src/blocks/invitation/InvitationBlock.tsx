import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useRegistrationCode } from '../../navigation/registrationLink.ts';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';

const InvitationCheck = lazy(() => import('./InvitationCheck.tsx'));
const FinishedPopup = lazy(() => import('./FinishedPopup.tsx'));

/** The code comes from the registration link: the slug (/acquisition/<code>) or ?registrationCode=. */
export function InvitationBlock({ block }: BlockProps<BlockOf<'invitation'>>) {
  const registrationCode = useRegistrationCode();
  const [query] = useSearchParams();
  if (!registrationCode) return null; // no code, no Relay download
  return (
    <>
      <Suspense fallback={null}>
        <InvitationCheck
          registrationCode={registrationCode}
          validityTimestamp={query.get('validityTimestamp')}
          blocks={block.blocks}
        />
      </Suspense>
      {query.has('registrationId') && (
        <Suspense fallback={null}>
          <FinishedPopup blocks={block.finishedPopup} />
        </Suspense>
      )}
    </>
  );
}
