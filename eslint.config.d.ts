// What the tests read of eslint.config.js (tests/unit/import-zones.test.ts).
import type { Linter } from 'eslint';

/** src/'s folders from the bottom layer up: each may import only those before it. */
export const layers: string[];
/** mock-server/'s folders from the bottom layer up. */
export const mockLayers: string[];
declare const config: Linter.Config[];
export default config;
