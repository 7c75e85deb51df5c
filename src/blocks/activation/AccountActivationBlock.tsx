import { lazy, Suspense, use } from 'react';
import { OutcomeRedirect } from '../../outcomes/OutcomeRedirect.tsx';
import { loadOnce } from '../../platform/loadOnce.ts';
import { BlockList } from '../../render/BlockList.tsx';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';
import { useHydrated } from '../../platform/useHydrated.ts';
import { loadModule } from '../../platform/moduleLoads.ts';

const AccountActivation = lazy(() => loadModule(() => import('./AccountActivation.tsx')));
// config/outcomes.json's rules load when a page needs them, not with every page.
const outcomeRules = loadOnce(() => import('../../outcomes/outcomeRules.ts'));

/** Opened without its link's id: the invalid-link page, as config/outcomes.json says. */
function ActivationLinkMissing() {
  const { activationErrorRule } = use(outcomeRules(undefined));
  return <OutcomeRedirect rule={activationErrorRule('ACTIVATION_NOT_FOUND')} />;
}

/**
 * The activation link's ?activationId=; without one the link is invalid. Until Relay has loaded (and in the
 * prerendered page) the activating blocks show; the region is live, so the change to 'active' is read out.
 */
export function AccountActivationBlock({ block }: BlockProps<BlockOf<'accountActivation'>>) {
  const [query] = useRenderedSearch();
  const hydrated = useHydrated(); // the prerendered page knows no activation link: it shows 'activating'
  const activationId = query.get('activationId');
  const activating = <BlockList blocks={block.activating} />;
  if (hydrated && !activationId) {
    return (
      <Suspense fallback={activating}>
        <ActivationLinkMissing />
      </Suspense>
    );
  }
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
