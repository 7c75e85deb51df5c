import type { BlockOf, BlockProps } from '../render/blockTypes.ts';

export function GroupBlock({ block, renderBlocks }: BlockProps<BlockOf<'group'>>) {
  return <div className={`group group-${block.style}`}>{renderBlocks(block.blocks)}</div>;
}
