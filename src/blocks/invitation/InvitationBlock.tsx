import { lazy, Suspense } from 'react';
import { REGISTRATION_ID } from '../../navigation/registrationId.ts';
import { useRegistrationCode } from '../../navigation/useRegistrationCode.ts';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';
import { useHydrated } from '../../platform/useHydrated.ts';
import { useAbTestingNow } from '../../experiments/useAbTesting.ts';
import { useReferrerAllowed } from './useReferrerAllowed.ts';

const InvitationCheck = lazy(() => import('./InvitationCheck.tsx'));
const FinishedPopup = lazy(() => import('./FinishedPopup.tsx'));

/** The code comes from the registration link: the slug (/acquisition/<code>) or ?registrationCode=. */
export function InvitationBlock({ block }: BlockProps<BlockOf<'invitation'>>) {
  const registrationCode = useRegistrationCode();
  const [query] = useRenderedSearch();
  const hydrated = useHydrated();
  const referrerAllowed = useReferrerAllowed(registrationCode);
  useAbTestingNow(!!registrationCode); // a code's registration headline waits for the experiments
  if (!registrationCode) return null; // no code, no Relay download
  // The prerendered page (made for any code), the first render in the browser and the wait for the backend
  // hold the place the registration page will take, so nothing below it moves on screen when it arrives; so does the
  // check of a visitor from another site (useReferrerAllowed).
  const placeholder = <div className="registration-placeholder" aria-busy="true" />;
  if (!hydrated || !referrerAllowed) return placeholder;
  return (
    <>
      <Suspense fallback={placeholder}>
        <InvitationCheck
          registrationCode={registrationCode}
          validityTimestamp={query.get('validityTimestamp')}
          blocks={block.blocks}
          placeholder={placeholder}
        />
      </Suspense>
      {query.has(REGISTRATION_ID) && (
        <Suspense fallback={null}>
          <FinishedPopup blocks={block.finishedPopup} />
        </Suspense>
      )}
    </>
  );
}
