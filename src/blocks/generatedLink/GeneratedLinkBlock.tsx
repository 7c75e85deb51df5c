import { lazy, Suspense } from 'react';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';
import { loadModule } from '../../platform/moduleLoads.ts';
import { LINK_PARAM } from './preloadGeneratedLink.ts';

const GeneratedLinkAnswer = lazy(() => loadModule(() => import('./GeneratedLinkAnswer.tsx')));

/** The generated registration link, once there is one (its id in the URL, its fields in Relay's store). */
export function GeneratedLinkBlock({ block }: BlockProps<BlockOf<'generatedLink'>>) {
  const [query] = useRenderedSearch();
  const id = query.get(LINK_PARAM);
  if (!id) return null;
  return (
    <Suspense fallback={null}>
      <GeneratedLinkAnswer block={block} id={id} />
    </Suspense>
  );
}
