import { lazy, Suspense } from 'react';
import type { BlockOf, BlockProps } from '../../render/blockTypes.ts';
import { useRenderedSearch } from '../../navigation/renderedUrl.ts';
import { CODE_PARAM, FEATURE_PARAM, parseRule, RULE_PARAM } from './composedExperiment.ts';

const ComposedExperiment = lazy(() => import('./ComposedExperiment.tsx'));

/** The experiment the split generator composed, once there is one. */
export function ComposedExperimentBlock({ block }: BlockProps<BlockOf<'composedExperiment'>>) {
  const [query] = useRenderedSearch();
  const rule = parseRule(query.get(RULE_PARAM));
  const code = query.get(CODE_PARAM);
  if (!rule || !code) return null;
  return (
    <Suspense fallback={null}>
      <ComposedExperiment block={block} rule={rule} feature={query.get(FEATURE_PARAM) ?? ''} code={code} />
    </Suspense>
  );
}
