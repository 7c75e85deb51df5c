// No module of the app or of the mock backend reaches itself through its imports, type imports included:
// import-x/no-cycle leaves those out, and a circle through types still ties two modules into one.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSources } from '../build/appSources.ts';

/** Each file's relative imports (static, dynamic and type-only), resolved to files. */
function importGraph(roots: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap((root) => appSources(root))) {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map(([, specifier]) => specifier!);
    graph.set(
      file,
      specifiers.map((specifier) => resolve(dirname(file), specifier)).filter((target) => existsSync(target)),
    );
  }
  return new Map([...graph].map(([file, targets]) => [resolve(file), targets]));
}

/** Strongly connected groups of more than one module (Tarjan's algorithm). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const lowOf = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    lowOf.set(node, index++);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        lowOf.set(node, Math.min(lowOf.get(node)!, lowOf.get(next)!));
      } else if (stack.includes(next)) lowOf.set(node, Math.min(lowOf.get(node)!, indexOf.get(next)!));
    }
    if (lowOf.get(node) !== indexOf.get(node)) return;
    const group: string[] = [];
    let member: string;
    do group.push((member = stack.pop()!));
    while (member !== node);
    if (group.length > 1) found.push(group.map((path) => path.replace(`${process.cwd()}/`, '')).sort());
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  it('make no circle in src/ or mock-server/, type imports included', () => {
    expect(circles(importGraph(['src', 'mock-server']))).toEqual([]);
  });
});
