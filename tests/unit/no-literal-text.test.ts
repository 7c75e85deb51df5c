// All user-facing text lives in locales/: src/ may hold no words in JSX text or in text-bearing attributes (the
// dev surface, a tool for the team, aside).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const TEXT_ATTRIBUTES = new Set(['aria-label', 'alt', 'title', 'placeholder', 'label', 'aria-description']);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    // src/devSurface/: the team's own development tool, English only (docs/decisions.md), never in the app's bundles.
    if (e.isDirectory()) return ['__generated__', 'devSurface'].includes(e.name) ? [] : sourceFiles(full);
    return /\.tsx$/.test(e.name) ? [full] : [];
  });
}

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      TEXT_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      hasWords(node.initializer.text)
    ) {
      found.push(`${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${path.relative(process.cwd(), file)}: ${text}`);
}

describe('no user-facing literal text in src/', () => {
  it('finds the components to scan', () => {
    expect(sourceFiles('src').length).toBeGreaterThan(10);
  });

  it('has none', () => {
    expect(sourceFiles('src').flatMap(literalTexts)).toEqual([]);
  });
});
