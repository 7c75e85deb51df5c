import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';

const InvitationCheck = lazy(() => import('./InvitationCheck.tsx'));
const FinishedPopup = lazy(() => import('./FinishedPopup.tsx'));

/** The code comes from the registration link: the slug (/acquisition/<code>) or ?registrationCode=. */
export function InvitationBlock({ block, renderBlocks }: BlockProps<BlockOf<'invitation'>>) {
  const { slug } = useParams();
  const [query] = useSearchParams();
  const registrationCode = query.get('registrationCode') ?? slug;
  if (!registrationCode) return null; // no code, no Relay download
  return (
    <>
      <Suspense fallback={null}>
        <InvitationCheck registrationCode={registrationCode} validityTimestamp={query.get('validityTimestamp')} />
      </Suspense>
      {query.has('registrationId') && (
        <Suspense fallback={null}>
          <FinishedPopup blocks={block.finishedPopup} renderBlocks={renderBlocks} />
        </Suspense>
      )}
    </>
  );
}
