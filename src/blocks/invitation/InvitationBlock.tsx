import { lazy, Suspense, useMemo } from 'react';
import { useExperimentsNow } from '../../experiments/useExperiments.ts';
import { useRegistrationCode } from '../../navigation/useRegistrationCode.ts';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { loadModule } from '../../platform/moduleLoads.ts';

// The registration page's code: only a page with a code loads it (the code's page preloads it, scripts/prerender.ts).
const RegistrationPage = lazy(() => loadModule(() => import('./RegistrationPage.tsx')));

/** The code comes from the registration link: the slug (/acquisition/<code>) or ?registrationCode=. */
export function InvitationBlock({ block }: BlockProps<BlockOf<'invitation'>>) {
  const registrationCode = useRegistrationCode();
  useExperimentsNow(!!registrationCode); // a code's registration headline waits for the experiments
  // The same element while the code stays: an update before the page's code is there would make React drop the
  // prerendered page's HTML. Shown in the browser, its place is held while its code loads.
  const page = useMemo(
    () =>
      registrationCode && (
        <Suspense fallback={<div className="registration" aria-busy="true" />}>
          <RegistrationPage block={block} registrationCode={registrationCode} />
        </Suspense>
      ),
    [block, registrationCode],
  );
  return page || null;
}
