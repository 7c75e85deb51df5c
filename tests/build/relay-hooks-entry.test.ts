// The browser's bundle takes Relay's hooks from src/relay/reactRelayHooks.js (vite.config.ts): every hook the app
// imports from 'react-relay/hooks' must be there, the same function, or the page would fail only in the build.
import { readFileSync } from 'node:fs';
import * as hooks from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import * as entry from '../../src/relay/reactRelayHooks.js';
import { appSources } from './appSources.ts';

/** The values (not types) the app's modules import or re-export from 'react-relay/hooks'. */
const imported = [
  ...new Set(
    appSources().flatMap((file) =>
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
