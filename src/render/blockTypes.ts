import type { ComponentType, ReactNode } from 'react';
import type { Block } from '../config/types.ts';

export type BlockType = Block['type'];
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;

export interface BlockProps<B extends Block> {
  block: B;
  /** Renders nested blocks (groups) without the block importing the registry. */
  renderBlocks: (blocks: readonly Block[]) => ReactNode;
}

export type BlockRegistry = { [K in BlockType]: ComponentType<BlockProps<BlockOf<K>>> };
