import type { BlockOf, BlockProps } from '../render/blockTypes.ts';
import { BlockList } from '../render/BlockList.tsx';

export function GroupBlock({ block }: BlockProps<BlockOf<'group'>>) {
  return (
    <div className={`group group-${block.style}`}>
      <BlockList blocks={block.blocks} />
    </div>
  );
}
