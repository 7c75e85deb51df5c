import type { Block } from './types.ts';

const isBlockList = (value: unknown): value is Block[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'type' in item);

/** Every block of a list and of the block lists inside its blocks (a group's, an invitation's …), in order. */
export const allBlocks = (blocks: readonly Block[]): Block[] =>
  blocks.flatMap((block) => [block, ...Object.values(block).filter(isBlockList).flatMap(allBlocks)]);
