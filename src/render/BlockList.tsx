import { memo, useContext, type ComponentType } from 'react';
import type { Block } from '../config/types.ts';
import { useRegistrationCode } from '../navigation/useRegistrationCode.ts';
import { conditions, type ConditionName } from '../settings/conditions.ts';
import { useRuntimeSettings } from '../settings/useRuntimeSettings.ts';
import { BlockRegistryContext } from './blockRegistryContext.ts';
import type { BlockProps } from './blockTypes.ts';
import { UnknownBlock } from './UnknownBlock.tsx';
import { useRenderedSearch } from '../navigation/renderedUrl.ts';

const conditionOf = (block: Block): ConditionName | undefined =>
  'showWhen' in block ? (block.showWhen as ConditionName | undefined) : undefined;

/**
 * The block's component, re-rendered only when its block changes: what makes the list re-render (the query
 * arriving after hydration, defaults.json answering) must not reach a part of the page React has not
 * hydrated yet (a form whose code is still loading), or React would throw that part's HTML away.
 */
const BlockView = memo(function BlockView({ block }: { block: Block }) {
  const registry = useContext(BlockRegistryContext);
  if (!registry) throw new Error('BlockList needs a BlockRegistryContext provider above it.');
  const Component = registry[block.type] as ComponentType<BlockProps<Block>> | undefined;
  // check:config rejects unknown types; should one slip through, show it rather than drop it.
  if (!Component) return <UnknownBlock type={block.type} known={Object.keys(registry)} />;
  return <Component block={block} />;
});

/** A block with a showWhen: rendered while it holds (it reads the settings, the code and the query for it). */
function ConditionalBlock({ block, condition }: { block: Block; condition: ConditionName }) {
  const settings = useRuntimeSettings();
  const registrationCode = useRegistrationCode();
  const [query] = useRenderedSearch();
  if (!conditions[condition]({ settings, registrationCode, query })) return null;
  return <BlockView block={block} />;
}

// A block without a condition reads none of it: it does not render again when defaults.json or the query arrive.
function RenderedBlock({ block }: { block: Block }) {
  const condition = conditionOf(block);
  return condition ? <ConditionalBlock block={block} condition={condition} /> : <BlockView block={block} />;
}

/** Renders blocks in order, each through the block registry, each only while its showWhen holds. */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, i) => <RenderedBlock key={i} block={block} />);
}
