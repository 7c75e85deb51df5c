import { readConfigTree } from './scripts/config-check/tree.ts';
import * as C from './scripts/config-check/check.ts';
const tree = await readConfigTree(process.cwd());
for (let i = 0; i < 5; i++) { const t = performance.now(); C.checkConfig(tree); console.log('check', (performance.now() - t).toFixed(0)); }
