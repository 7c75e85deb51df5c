import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { OutcomeRedirect } from '../../outcomes/OutcomeRedirect.tsx';
import { activationErrorOutcome } from '../../outcomes/outcomes.ts';

const AccountActivation = lazy(() => import('./AccountActivation.tsx'));

/** The activation link's ?activationId=; without one the link is invalid. */
export function AccountActivationBlock({ block }: BlockProps<BlockOf<'accountActivation'>>) {
  const [query] = useSearchParams();
  const activationId = query.get('activationId');
  if (!activationId) return <OutcomeRedirect outcome={activationErrorOutcome('ACTIVATION_NOT_FOUND')} />;
  return (
    <Suspense fallback={null}>
      <AccountActivation block={block} activationId={activationId} />
    </Suspense>
  );
}
