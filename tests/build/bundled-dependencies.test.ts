// What the browser's bundle contains is a dependency, not a devDependency: a package marked dev-only in the lockfile
// would be left out of a production install (npm ci --omit=dev) that builds the app. Read from the build's source maps.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import './freshBuild.ts'; // stops here when dist/ is older than the sources

const assets = path.resolve('dist/assets');
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { dev?: boolean }>;
};

/** The packages (node_modules/<name>, scoped or not) whose files a source map names. */
const packagesOf = (map: string): string[] =>
  (JSON.parse(readFileSync(path.join(assets, map), 'utf8')) as { sources: string[] }).sources.flatMap((source) => {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
    return match ? [match[1]!] : [];
  });

describe("the browser bundle's packages", () => {
  it('has a build to read (npm run build)', () => {
    expect(existsSync(assets), 'run npm run build first').toBe(true);
  });
  if (!existsSync(assets)) return;
  const bundled = [
    ...new Set(
      readdirSync(assets)
        .filter((f) => f.endsWith('.js.map'))
        .flatMap(packagesOf),
    ),
  ].sort();

  it('are all installed for production (none is dev-only in package-lock.json)', () => {
    expect(bundled).toEqual(expect.arrayContaining(['react', 'react-dom', 'relay-runtime', 'graphql-ws']));
    const devOnly = bundled.filter((name) => lock.packages[`node_modules/${name}`]?.dev === true);
    expect(devOnly).toEqual([]);
  });
});
