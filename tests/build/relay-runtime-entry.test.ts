// The browser's bundle takes 'relay-runtime' from src/relay/relayRuntimeCore.js (vite.config.ts): everything the app
// and the Relay hooks it bundles (src/relay/reactRelayHooks.js) take from 'relay-runtime' must be there, the same
// value, or the page would fail only in the build.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as runtime from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import * as core from '../../src/relay/relayRuntimeCore.js';
import { appSources } from './appSources.ts';

const require = createRequire(import.meta.url);

/** The names a CommonJS module reads from 'relay-runtime' (`__internal.x` for its internals). */
function namesRead(source: string): string[] {
  const bindings = [...source.matchAll(/(\w+) = require\(["']relay-runtime["']\)/g)].map((m) => m[1]!);
  return bindings.flatMap((binding) => {
    const internals = [...source.matchAll(new RegExp(`([\\w$]+) = ${binding}\\.__internal\\b`, 'g'))].map((m) => m[1]!);
    const direct = [...source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)(?:\\.(\\w+))?`, 'g'))].map((m) =>
      m[1] === '__internal' ? (m[2] ? `__internal.${m[2]}` : '') : m[1]!,
    );
    const viaInternals = internals.flatMap((name) =>
      [...source.matchAll(new RegExp(`${name.replace('$', '\\$')}\\.(\\w+)`, 'g'))].map((m) => `__internal.${m[1]}`),
    );
    return [...direct, ...viaInternals].filter(Boolean);
  });
}

/** The files of react-relay the bundled hooks load, through their relative requires. */
function hookModules(): string[] {
  const entry = readFileSync('src/relay/reactRelayHooks.js', 'utf8');
  const queue = [...entry.matchAll(/from '(react-relay\/lib\/[^']+)'/g)].map((m) => require.resolve(m[1]!));
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/require\(["'](\.[^"']+)["']\)/g)) {
      queue.push(require.resolve(path.resolve(path.dirname(file), m[1]!)));
    }
  }
  return [...seen];
}

/** The values (not types) the app's modules import from 'relay-runtime'. */
const appImports = appSources().flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'relay-runtime'/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((name) => name.trim().split(' as ')[0]!)
      .filter((name) => name && !name.startsWith('type ')),
  ),
);

const read = (from: object, name: string): unknown =>
  name.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], from);

describe("the build's entry of Relay's runtime", () => {
  const needed = [
    ...new Set([...appImports, ...hookModules().flatMap((file) => namesRead(readFileSync(file, 'utf8')))]),
  ];

  it('finds what the hooks read (the scan itself works)', () => {
    expect(needed).toEqual(expect.arrayContaining(['Environment', 'getFragment', '__internal.fetchQuery']));
  });

  it('has every value they read, as relay-runtime has it', () => {
    for (const name of needed) {
      expect(read(runtime, name), `relay-runtime has ${name}`).toBeDefined();
      expect(read(core, name), name).toBe(read(runtime, name));
    }
  });
});
