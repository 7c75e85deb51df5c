// Which test files need modules of their own. Tests share their worker's modules (vitest's isolate: false: half the
// run's time was importing the same modules again for each file), except a file that replaces a module or a global
// (vi.mock, vi.stubGlobal, a property of globalThis), or runs in a browser's globals (jsdom: a module evaluated there
// keeps what it read of them), itself or through a support module it imports: the next file would meet the stand-in.
// Found from the files' text, so a new test of that kind is isolated without a list to keep.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REPLACES =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|@vitest-environment jsdom|defineProperty\(globalThis|\(globalThis as [^)]*\)\.\w+ =/;
const TEST_FILE = /\.test\.tsx?$/;

export function isolatedTests(testsDir: string): string[] {
  const files = readdirSync(testsDir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(testsDir, file));
  const text = new Map(files.filter((f) => /\.tsx?$/.test(f)).map((f) => [f, readFileSync(f, 'utf8')]));
  const replacing = new Set([...text].filter(([, source]) => REPLACES.test(source)).map(([file]) => file));
  const importsReplacing = (file: string) =>
    [...replacing].some((other) => text.get(file)!.includes(`/${path.basename(other).replace(/\.tsx?$/, '')}.ts`));
  return [...text.keys()].filter((file) => TEST_FILE.test(file) && (replacing.has(file) || importsReplacing(file)));
}
