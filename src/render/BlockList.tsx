import type { ComponentType } from 'react';
import type { Block } from '../config/types.ts';
import { blockRegistry } from './blockRegistry.ts';
import type { BlockProps } from './blockTypes.ts';

const renderBlocks = (blocks: readonly Block[]) => <BlockList blocks={blocks} />;

/** Renders a screen's blocks in order, each through the block registry. */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, i) => {
    const Component = blockRegistry[block.type] as ComponentType<BlockProps<Block>> | undefined;
    // check:config rejects unknown types; should one slip through, show it rather than drop it.
    if (!Component) return <div key={i} className="unknown-block" data-unknown-block={block.type} />;
    return <Component key={i} block={block} renderBlocks={renderBlocks} />;
  });
}
