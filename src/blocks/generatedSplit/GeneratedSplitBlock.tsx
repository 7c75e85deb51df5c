import { lazy, Suspense } from 'react';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';
import { CODE_PARAM, FEATURE_PARAM, parseRule, RULE_PARAM } from './splitQuery.ts';
import { loadModule } from '../../platform/moduleLoads.ts';

const GeneratedSplit = lazy(() => loadModule(() => import('./GeneratedSplit.tsx')));

/** The experiment the split generator composed, once there is one. */
export function GeneratedSplitBlock({ block }: BlockProps<BlockOf<'generatedSplit'>>) {
  const [query] = useRenderedSearch();
  const rule = parseRule(query.get(RULE_PARAM));
  const code = query.get(CODE_PARAM);
  if (!rule || !code) return null;
  return (
    <Suspense fallback={null}>
      <GeneratedSplit block={block} rule={rule} feature={query.get(FEATURE_PARAM) ?? ''} code={code} />
    </Suspense>
  );
}
