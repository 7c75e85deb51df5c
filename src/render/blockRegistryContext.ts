import { createContext } from 'react';
import type { BlockRegistry } from './blockTypes.ts';

/**
 * The block registry, provided at the top of the app (and by tests): the renderer needs it, and blocks that
 * hold blocks (groups, the invitation) render them through it, without importing one another.
 */
export const BlockRegistryContext = createContext<BlockRegistry | undefined>(undefined);
