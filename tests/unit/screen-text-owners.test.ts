// Which screens' texts load with the screen (scripts/i18n/screenTextOwners.ts), on a small config and on the real one,
// and how the build cuts a translation file by it (scripts/i18n/translationSplit.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenFormBlocks } from '../../scripts/config-check/formBlocks.ts';
import { readConfigTree, type ConfigTree } from '../../scripts/config-check/tree.ts';
import { screensWithOwnTexts } from '../../scripts/i18n/screenTextOwners.ts';
import { allBlocks } from '../../src/config/blockTree.ts';
import { namespacesLoadedWithCode, textsLoadedWithBlock } from '../../src/config/blockTexts.ts';
import type { Block } from '../../src/config/types.ts';
import {
  parseTextsModuleId,
  readTranslationSplit,
  textsModuleId,
  textsOf,
  type TranslationSplit,
} from '../../scripts/i18n/translationSplit.ts';

const text = (key: string) => ({ type: 'text', text: key });
const form = (name: string, action: string) => ({ type: 'form', form: name, action });

describe('a screen keeps its texts when every reference is shown only on it', () => {
  const owners = (config: Record<string, unknown>, everywhere: string[] = []) =>
    screensWithOwnTexts(config, ['a', 'b', 'c'], everywhere);

  it('moves a subtree only its own screen names; one another screen names stays in core', () => {
    const config = {
      'config/screens/a.json': { blocks: [text('screens.a.title')] },
      'config/screens/b.json': { blocks: [text('screens.b.title'), text('screens.c.shared')] },
      'config/screens/c.json': { blocks: [text('screens.c.title')] },
    };
    expect(owners(config)).toEqual(['a', 'b']);
  });

  it("follows a form's texts and its action's outcomes to the screens placing it, nested blocks too", () => {
    const popup = { type: 'group', blocks: [{ type: 'membersOnlyPopup', blocks: [form('f', 'act')] }] };
    const config = {
      'config/screens/a.json': { blocks: [popup] },
      'config/screens/b.json': { blocks: [form('g', 'other')] },
      'config/screens/c.json': { blocks: [form('g', 'other')] },
      'config/forms/f.json': { uiSchema: { email: { 'ui:title': 'screens.a.email' } } },
      'config/forms/g.json': { uiSchema: { email: { 'ui:title': 'screens.b.email' } } },
      'config/outcomes.json': { actions: { act: { answers: { NO: { message: 'screens.c.no' } } } } },
    };
    // b's form also shows on c; c's message shows where the action runs: on a.
    expect(owners(config)).toEqual(['a']);
  });

  it('keeps in core what shows everywhere: other outcomes, other files, the code, forms and actions placed nowhere', () => {
    const base = { 'config/screens/a.json': { blocks: [text('screens.a.title')] } };
    const elsewhere = [
      { 'config/outcomes.json': { codeErrors: { X: { message: 'screens.a.x' } } } },
      { 'config/footer.json': { links: [{ text: 'screens.a.footer' }] } },
      { 'config/forms/unplaced.json': { uiSchema: { x: { 'ui:title': 'screens.a.x' } } } },
      { 'config/outcomes.json': { actions: { unused: { answers: { X: { message: 'screens.a.x' } } } } } },
    ];
    expect(owners(base)).toEqual(['a']);
    for (const more of elsewhere) expect(owners({ ...base, ...more }), JSON.stringify(more)).toEqual([]);
    expect(owners(base, ['screens.a.fromCode'])).toEqual([]);
  });

  it('keeps in core a subtree nothing references (the app may name it in a way the rule cannot see)', () => {
    expect(owners({ 'config/screens/a.json': { blocks: [] } })).toEqual([]);
  });
});

describe('the build cuts translation files losslessly', () => {
  const texts = { screens: { a: { t: 'A' }, b: { t: 'B' } }, brand: { name: 'N' } };

  it('core holds all but the moved subtrees; a screen part holds only its own', () => {
    expect(textsOf(texts, 'core', ['a'])).toEqual({ screens: { b: { t: 'B' } }, brand: { name: 'N' } });
    expect(textsOf(texts, { screen: 'a' }, ['a'])).toEqual({ screens: { a: { t: 'A' } } });
  });

  it('names each bundle by an id it can read back, resolved or not', () => {
    for (const part of ['core', { screen: 'split-generator' }] as const) {
      expect(parseTextsModuleId(textsModuleId('pl', part))).toEqual({ lang: 'pl', part });
      expect(parseTextsModuleId('\0' + textsModuleId('pl', part))).toEqual({ lang: 'pl', part });
    }
    expect(parseTextsModuleId('locales/pl/translation.json')).toBeUndefined();
  });
});

describe('on the real config', () => {
  let tree: ConfigTree;
  let split: TranslationSplit;
  beforeAll(async () => {
    [tree, split] = await Promise.all([readConfigTree(process.cwd()), readTranslationSplit(process.cwd())]);
  });
  const mentioning = (files: Record<string, unknown>, screen: string) =>
    Object.keys(files).filter((file) => JSON.stringify(files[file]).includes(`"screens.${screen}.`));
  const srcFiles = () =>
    readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => readFileSync(`src/${file}`, 'utf8'));

  /** The screens placing a block whose texts (this subtree) load with it. */
  const placingBlockTexts = (subtree: string) =>
    Object.entries(tree.config)
      .filter(([file, json]) => {
        if (!file.startsWith('config/screens/')) return false;
        const types = Object.entries(textsLoadedWithBlock)
          .filter(([, s]) => s === subtree)
          .map(([type]) => type);
        return allBlocks((json as { blocks: Block[] }).blocks).some((block) => types.includes(block.type));
      })
      .map(([file]) => file);

  it("a moved subtree is named only by its screen (or the screens placing its block), its forms and its actions' outcomes, each placed only there", () => {
    const code = srcFiles();
    for (const screen of split.ownScreens) {
      for (const file of mentioning(tree.config, screen)) {
        const form = /^config\/forms\/(.+)\.json$/.exec(file)?.[1];
        if (form) {
          const placedOn = screenFormBlocks(tree.config).filter(({ block }) => block.form === form);
          expect(new Set(placedOn.map(({ file: f }) => f)), `${file} names screens.${screen}`).toEqual(
            new Set([`config/screens/${screen}.json`]),
          );
        } else {
          const allowed = [`config/screens/${screen}.json`, 'config/outcomes.json', ...placingBlockTexts(screen)];
          expect(allowed, file).toContain(file);
        }
      }
      expect(code.filter((source) => source.includes(`screens.${screen}.`))).toEqual([]);
    }
  });

  it('a subtree kept in core is named somewhere besides its own screen, or nowhere', () => {
    const subtrees = Object.keys((Object.values(tree.locales)[0] as { screens: object }).screens);
    for (const screen of subtrees.filter((s) => !split.ownScreens.includes(s))) {
      const others = mentioning(tree.config, screen).filter((file) => file !== `config/screens/${screen}.json`);
      const own = mentioning(tree.config, screen).includes(`config/screens/${screen}.json`);
      expect(others.length > 0 || !own, `screens.${screen} stays in core`).toBe(true);
    }
  });

  it('every language: core and the screen parts together are the translation file', () => {
    for (const [lang, texts] of Object.entries(tree.locales)) {
      const whole = textsOf(texts, 'core', split.ownScreens) as Record<string, Record<string, unknown>>;
      for (const screen of split.ownScreens) {
        for (const [top, part] of Object.entries(textsOf(texts, { screen }, split.ownScreens) as typeof whole)) {
          // A screen's own texts go under screens, a namespace loaded with its code (inAppBrowser) at the top.
          const into = top === 'screens' ? whole.screens! : whole;
          const name = top === 'screens' ? screen : top;
          expect(into[name], `${lang} core holds ${top === 'screens' ? `screens.${name}` : name}`).toBeUndefined();
          into[name] = top === 'screens' ? part[screen] : part;
        }
      }
      expect(whole, lang).toEqual(texts);
    }
  });

  it('leaves the namespaces loaded with their code out of every core, each a part of its own', () => {
    expect(split.ownScreens).toEqual(expect.arrayContaining([...namespacesLoadedWithCode]));
    for (const texts of Object.values(tree.locales) as Record<string, unknown>[]) {
      for (const namespace of namespacesLoadedWithCode) {
        expect(texts[namespace]).toBeDefined();
        expect(textsOf(texts, { screen: namespace }, split.ownScreens)).toEqual({ [namespace]: texts[namespace] });
      }
    }
  });
});
