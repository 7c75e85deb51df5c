// The build tests weigh and read dist/: a build older than the sources would pass or fail for the wrong code.
// Imported by each of them, this stops them with one sentence when dist/ is missing or older than what builds it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PRERENDER_MANIFEST } from '../../scripts/prerender/manifest.ts';

const INPUTS = ['src', 'config', 'locales', 'schema', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time among the files under `entry` (generated files left out: the build writes them). */
function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(entry, { withFileTypes: true })
      .filter((child) => child.name !== '__generated__')
      .map((child) => newest(path.join(entry, child.name))),
  );
}

const built = path.resolve('dist', PRERENDER_MANIFEST);
if (!existsSync(built)) throw new Error('dist/ holds no build: run npm run build first.');
const stale = INPUTS.filter((input) => newest(input) > statSync(built).mtimeMs);
if (stale.length) throw new Error(`dist/ is older than ${stale.join(', ')}: run npm run build first.`);
