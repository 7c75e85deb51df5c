// Which screens' texts load with the screen rather than in their language's core bundle (docs/decisions.md): the
// subtree screens.<S> of locales/<lang>/translation.json moves when every reference to a key under it is shown
// only on screen S. Where a reference is shown follows from config:
// - config/screens/<X>.json: on X, but inside a block whose texts load with it (src/config/blockTexts.ts): there;
// - config/forms/<F>.json: on every screen with a form block of F (nested ones too);
// - config/outcomes.json actions.<A>: on every screen with a form block whose action is A (its messages and notes
//   show in that form);
// - anything else (codeErrors, activationErrors, app, footer, variants, routes, the app's code, a locale text's
//   $t(…)), or a form or action no screen places: everywhere, so the subtree stays in core.
// A subtree nothing references stays in core too: the app may name it in a way this cannot see.
import { screenFormBlocks } from '../config-check/formBlocks.ts';
import { isRecord, type Json } from '../config-check/json.ts';
import { textsLoadedWithBlock } from '../../src/config/blockTexts.ts';

/** The subtree a key belongs to: 'screens.lobby.title' → 'lobby'. */
const SCREEN_KEY = /^screens\.([^.]+)(?:\.|$)/;
export const screenOfKey = (key: string): string | undefined => SCREEN_KEY.exec(key)?.[1];

/** The screens a reference shows on; 'everywhere' when config does not tie it to screens. */
type ShownOn = string[] | 'everywhere';

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every string of a JSON value, with its JSON pointer. */
function stringsIn(node: Json, pointer = ''): { text: string; pointer: string }[] {
  if (typeof node === 'string') return [{ text: node, pointer }];
  if (Array.isArray(node)) return node.flatMap((item, i) => stringsIn(item, `${pointer}/${i}`));
  if (!isRecord(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => stringsIn(value, `${pointer}/${escapePointer(key)}`));
}

const SCREEN_FILE = /^config\/screens\/(.+)\.json$/;
const FORM_FILE = /^config\/forms\/(.+)\.json$/;
const ACTION_POINTER = /^\/actions\/([^/]+)(?:\/|$)/;

const unescapePointer = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');
const blockTexts: Readonly<Record<string, string>> = textsLoadedWithBlock;

/** The text subtree of the innermost block on the way to `pointer` whose texts load with it, if any. */
function blockTextsAt(json: Json, pointer: string): string | undefined {
  let node: Json | undefined = json;
  let found: string | undefined;
  for (const part of pointer.split('/').slice(1).map(unescapePointer)) {
    if (isRecord(node) && typeof node.type === 'string' && blockTexts[node.type]) found = blockTexts[node.type];
    node = Array.isArray(node) ? node[Number(part)] : isRecord(node) ? node[part] : undefined;
  }
  return found;
}

/** Where each config file's strings are shown, from the screens' form blocks. */
function whereShown(config: Record<string, Json>) {
  const formBlocks = screenFormBlocks(config);
  const placing = (matches: (block: Record<string, Json>) => boolean): ShownOn => {
    const screens = formBlocks.filter(({ block }) => matches(block)).map(({ file }) => SCREEN_FILE.exec(file)![1]!);
    return screens.length > 0 ? [...new Set(screens)] : 'everywhere';
  };
  return (file: string, pointer: string): ShownOn => {
    const screen = SCREEN_FILE.exec(file)?.[1];
    if (screen !== undefined) return [blockTextsAt(config[file]!, pointer) ?? screen];
    const form = FORM_FILE.exec(file)?.[1];
    if (form !== undefined) return placing((block) => block.form === form);
    const action = file === 'config/outcomes.json' ? ACTION_POINTER.exec(pointer)?.[1] : undefined;
    if (action !== undefined)
      return placing((block) => block.action === action.replace(/~1/g, '/').replace(/~0/g, '~'));
    return 'everywhere';
  };
}

/**
 * The screens among `subtrees` (the names under `screens` in the locale files) whose texts load with them.
 * `keysUsedEverywhere`: keys named outside config (the app's code, $t(…) in a locale text).
 */
export function screensWithOwnTexts(
  config: Record<string, Json>,
  subtrees: readonly string[],
  keysUsedEverywhere: readonly string[] = [],
): string[] {
  const shown = whereShown(config);
  const shownOn = new Map<string, Set<string> | 'everywhere'>();
  const note = (subtree: string, where: ShownOn) => {
    const before = shownOn.get(subtree) ?? new Set<string>();
    if (before === 'everywhere' || where === 'everywhere') shownOn.set(subtree, 'everywhere');
    else shownOn.set(subtree, new Set([...before, ...where]));
  };
  for (const [file, json] of Object.entries(config)) {
    for (const { text, pointer } of stringsIn(json)) {
      const subtree = screenOfKey(text);
      if (subtree !== undefined) note(subtree, shown(file, pointer));
    }
  }
  for (const key of keysUsedEverywhere) {
    const subtree = screenOfKey(key);
    if (subtree !== undefined) note(subtree, 'everywhere');
  }
  return subtrees
    .filter((subtree) => {
      const where = shownOn.get(subtree);
      return where !== undefined && where !== 'everywhere' && [...where].every((screen) => screen === subtree);
    })
    .sort();
}
