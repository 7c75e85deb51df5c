import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { OutcomeRedirect } from '../../outcomes/OutcomeRedirect.tsx';
import { activationErrorOutcome } from '../../outcomes/outcomes.ts';
import { BlockList } from '../../render/BlockList.tsx';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';

const AccountActivation = lazy(() => import('./AccountActivation.tsx'));

/**
 * The activation link's ?activationId=; without one the link is invalid. Until Relay has loaded (and in the
 * prerendered page) the activating blocks show; the region is live, so the change to 'active' is read out.
 */
export function AccountActivationBlock({ block }: BlockProps<BlockOf<'accountActivation'>>) {
  const [query] = useSearchParams();
  const activationId = query.get('activationId');
  if (!activationId) return <OutcomeRedirect outcome={activationErrorOutcome('ACTIVATION_NOT_FOUND')} />;
  return (
    <div role="status">
      <Suspense fallback={<BlockList blocks={block.activating} />}>
        <AccountActivation block={block} activationId={activationId} />
      </Suspense>
    </div>
  );
}
