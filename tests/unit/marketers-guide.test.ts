// The marketers' guide, followed literally: section 8's snippets, put where it says, pass check:config, and the
// rule it gives chooses the new copy variant for the address it names.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/config-check/check.ts';
import { readConfigTree, type ConfigTree } from '../../scripts/config-check/tree.ts';

const guide = readFileSync('docs/marketers.md', 'utf8');
const section = guide.slice(guide.indexOf('## 8. Add a copy variant'));
/** The guide's code spans that are JSON (a `"name": {…}` member is read as an object of one member). */
const snippets = [...section.matchAll(/`([{"][^`]*)`/g)].flatMap(([, code]) => {
  try {
    return [JSON.parse(code!.startsWith('{') ? code! : `{${code}}`) as Record<string, any>];
  } catch {
    return [];
  }
});

let tree: ConfigTree & { config: Record<string, any>; locales: Record<string, any> };
beforeAll(async () => {
  tree = structuredClone(await readConfigTree(process.cwd())) as typeof tree;
});

describe("the marketers' guide, section 8", () => {
  it('adds a copy variant that check:config accepts, chosen by the rule it gives', () => {
    const variant = snippets.find((s) => Object.values(s)[0]?.headline)!;
    const sentences = snippets.find((s) => Object.values(s)[0]?.headline === '…')!;
    const rule = snippets.find((s) => s.when)!;
    const [name] = Object.keys(variant);
    expect(Object.keys(sentences)).toEqual([name]);
    const variants = tree.config['config/variants.json'];
    Object.assign(variants.copyVariants, variant);
    variants.rules.push(rule);
    for (const texts of Object.values(tree.locales)) {
      texts.registration.copy[name!] = { headline: 'Spring', subline: 'A new season.' };
    }
    expect(checkConfig(tree)).toEqual([]);
    expect(rule.set.copyVariant).toBe(name);
    expect(section).toContain(`?${Object.keys(rule.when.query)[0]}=${Object.values(rule.when.query)[0]}`);
  });
});
