import { lazy, Suspense } from 'react';
import { OutcomeRedirect } from '../../outcomes/OutcomeRedirect.tsx';
import { activationErrorRule } from '../../outcomes/outcomes.ts';
import { BlockList } from '../../render/BlockList.tsx';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';
import { useHydrated } from '../../platform/useHydrated.ts';

const AccountActivation = lazy(() => import('./AccountActivation.tsx'));

/**
 * The activation link's ?activationId=; without one the link is invalid. Until Relay has loaded (and in the
 * prerendered page) the activating blocks show; the region is live, so the change to 'active' is read out.
 */
export function AccountActivationBlock({ block }: BlockProps<BlockOf<'accountActivation'>>) {
  const [query] = useRenderedSearch();
  const hydrated = useHydrated(); // the prerendered page knows no activation link: it shows 'activating'
  const activationId = query.get('activationId');
  if (hydrated && !activationId) return <OutcomeRedirect rule={activationErrorRule('ACTIVATION_NOT_FOUND')} />;
  const activating = <BlockList blocks={block.activating} />;
  return (
    <div role="status">
      {activationId ? (
        <Suspense fallback={activating}>
          <AccountActivation block={block} activationId={activationId} />
        </Suspense>
      ) : (
        activating
      )}
    </div>
  );
}
