import { npmStart } from './e2e/npmStart.ts';
const t = Date.now();
const s = await Promise.race([npmStart(), new Promise((r) => setTimeout(r, 20000))]);
console.log(Date.now() - t, s ? 'ok' : 'timeout');
