// The chunks the entry starts the app with, and those of the modules a page runs as it hydrates (Relay's runtime, the
// form runner, a code's page), carry V8's compile hint as their first line
// (scripts/vite/compileHintsPlugin.ts), their source maps still point at the right lines, and no other chunk has it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, sourceContentFor, TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, HINTED_MODULES } from '../../scripts/vite/compileHintsPlugin.ts';
import { RELAY_RUNTIME_MODULE } from '../../scripts/vite/relayBuild.ts';
import './freshBuild.ts'; // stops here when dist/ is older than the sources

const dist = path.resolve('dist');
const manifestFile = path.join(dist, '.vite/manifest.json');

describe('compile hints in the production build in dist/', () => {
  it('has a build (npm run build)', () => expect(existsSync(manifestFile), 'run npm run build first').toBe(true));
  if (!existsSync(manifestFile)) return;

  type Entry = { file: string; isEntry?: boolean; dynamicImports?: string[] };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Entry>;
  const entry = manifest['index.html']!; // the app's entry (the dev surface's is another)
  const relay = manifest[RELAY_RUNTIME_MODULE]!.file;
  const named = HINTED_MODULES.map((module) => manifest[module]!.file);
  const started = [...(entry.dynamicImports ?? []).map((key) => manifest[key]!.file), ...named];
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

  it("marks each chunk the entry imports to start the app (react-dom's client among them) and the named ones", () => {
    expect(started.some((file) => read(file).includes('hydrateRoot'))).toBe(true);
    expect(read(relay)).toContain('RelayModernEnvironment');
    for (const file of started) expect(read(file).startsWith(`${COMPILE_HINT}\n`), file).toBe(true);
  });

  it('keeps their source maps pointing at the right source lines', () => {
    for (const file of started) {
      const code = read(file);
      const map = new TraceMap(read(`${file}.map`));
      // Strings that occur once in the chunk: each maps back to a source line that has it.
      const strings = [...code.matchAll(/"([a-z][\w .-]{11,40})"/g)]
        .filter(([literal]) => code.indexOf(literal) === code.lastIndexOf(literal))
        .slice(0, 20);
      expect(strings.length, file).toBeGreaterThan(5);
      const found = strings.filter(({ index, 1: text }) => {
        const line = code.slice(0, index).split('\n').length;
        const original = originalPositionFor(map, { line, column: index - code.lastIndexOf('\n', index) - 1 });
        const lines = original.source ? sourceContentFor(map, original.source)?.split('\n') : undefined;
        return !!text && !!lines?.[original.line! - 1]?.includes(text);
      });
      expect(found.length / strings.length, file).toBeGreaterThan(0.9);
    }
  });

  it('leaves every other chunk as it was (what loads later compiles as it runs)', () => {
    const others = readdirSync(path.join(dist, 'assets'))
      .filter((file) => file.endsWith('.js') && !started.includes(`assets/${file}`))
      .filter((file) => read(`assets/${file}`).includes(COMPILE_HINT));
    expect(others).toEqual([]);
  });
});
