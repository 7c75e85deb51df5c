// The browser's bundle takes Relay's hooks from src/relay/reactRelayHooks.js (vite.config.ts): every hook the app
// imports from 'react-relay/hooks' must be there, the same function, or the page would fail only in the build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as hooks from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import * as entry from '../../src/relay/reactRelayHooks.js';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((file) => {
    const full = path.join(dir, file.name);
    if (file.isDirectory()) return file.name === '__generated__' ? [] : sources(full);
    return /\.tsx?$/.test(file.name) ? [full] : [];
  });

/** The values (not types) the app's modules import or re-export from 'react-relay/hooks'. */
const imported = [
  ...new Set(
    sources('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'react-relay\/hooks'/g)].flatMap((m) =>
        m[1]!
          .split(',')
          .map((name) => name.trim().split(' as ')[0]!)
          .filter((name) => name && !name.startsWith('type ')),
      ),
    ),
  ),
];

describe("the build's entry of Relay's hooks", () => {
  it('exports every hook the app imports, as react-relay/hooks has it', () => {
    expect(imported).toContain('useFragment');
    for (const name of imported) {
      expect((entry as Record<string, unknown>)[name], name).toBe((hooks as Record<string, unknown>)[name]);
    }
  });
});
