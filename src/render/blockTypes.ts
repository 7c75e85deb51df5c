import type { ComponentType } from 'react';
import type { Block } from '../config/types.ts';

export type BlockType = Block['type'];
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;

export interface BlockProps<B extends Block> {
  block: B;
}

/** Block type → its component; the keys come from the screen schema, so a type without a component fails tsc. */
export type BlockRegistry = { [K in BlockType]: ComponentType<BlockProps<BlockOf<K>>> };
