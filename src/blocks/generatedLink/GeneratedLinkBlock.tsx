import { lazy, Suspense } from 'react';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';
import { loadModule } from '../../platform/moduleLoads.ts';

const GeneratedLink = lazy(() => loadModule(() => import('./GeneratedLink.tsx')));

/** Query parameters the link generator's answer sets (config/outcomes.json actions.generateRegistrationLink). */
export const LINK_PARAM = 'registrationLink';
export const VALID_UNTIL_PARAM = 'validUntil';

/** The generated registration link, once there is one. */
export function GeneratedLinkBlock({ block }: BlockProps<BlockOf<'generatedLink'>>) {
  const [query] = useRenderedSearch();
  const link = query.get(LINK_PARAM);
  if (!link) return null;
  return (
    <Suspense fallback={null}>
      <GeneratedLink block={block} link={link} validUntil={query.get(VALID_UNTIL_PARAM)} />
    </Suspense>
  );
}
