// The README is a front page, short; the recipes (docs/recipes.md) name only files that exist (a renamed file breaks
// this test, not a newcomer's afternoon).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');
const recipesPage = readFileSync('docs/recipes.md', 'utf8');
const RECIPES = [
  'Add a form',
  'Add a block',
  'Add a copy variant',
  'Map a server problem',
  'Add a mock scenario',
  'Add a route',
  'Add a language',
];

/** Each recipe's text, by its heading. */
function recipes(): Map<string, string> {
  return new Map(
    recipesPage
      .split(/^### /m)
      .slice(1)
      .map((text) => [text.split('\n')[0]!.trim(), text]),
  );
}

/** Paths a recipe names in backticks: `config/forms/<name>.json`, `src/blocks/blockRegistry.ts`, … */
const namedPaths = (text: string) =>
  [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, path]) => path!)
    .filter((path) => /^(config|schema|src|locales|mock-server|scripts|tests|e2e|docs)\//.test(path));

/** The part of a path before its first placeholder must exist: `locales/<lang>/translation.json` → `locales/`. */
const existingPart = (path: string) =>
  path.includes('<') ? path.slice(0, path.lastIndexOf('/', path.indexOf('<')) + 1) : path;

describe('the README', () => {
  it('is a front page of fewer than 15,000 characters', () => {
    expect(readme.length).toBeLessThan(15_000);
  });

  it('links only to docs that exist', () => {
    for (const [, target] of readme.matchAll(/\]\(((?:docs|mock-server)\/[^)#]+)\)/g)) {
      expect(existsSync(target!), target).toBe(true);
    }
  });
});

describe('the recipes', () => {
  it('has the recipes, in order', () => {
    expect([...recipes().keys()]).toEqual(RECIPES);
  });

  it.each(RECIPES)('%s: names only files and folders that exist', (name) => {
    const paths = namedPaths(recipes().get(name)!);
    expect(paths.length, 'the files to touch').toBeGreaterThan(0);
    for (const path of paths) expect(existsSync(existingPart(path)), path).toBe(true);
  });

  // A step the check does not see is a step a newcomer forgets without noticing: a recipe that regenerates docs/
  // checks that they are fresh.
  it.each(RECIPES)('%s: checks the docs are fresh when it runs npm run docs', (name) => {
    const [steps, check = ''] = recipes().get(name)!.split('\nCheck: ');
    if (steps!.includes('`npm run docs`')) expect(check, 'its Check').toMatch(/tests\/unit(\/docs\.test\.ts)?`/);
  });
});
