// One value of a JSON file changed in its text, not by writing the parsed file anew: every other line stays byte for
// byte (jsonc-parser edits the value's range only), so `git diff` shows the lines that changed; prettier then lays out
// what was inserted as the repo's own files are (2-space indent, a trailing newline). What is inserted into an object
// written over several lines is written over several lines too; into one written on one line, on one line (prettier
// keeps an object expanded when a line break follows its "{", and joins it when none does).
import {
  applyEdits,
  findNodeAtLocation,
  modify,
  parseTree,
  type EditResult,
  type JSONPath,
  type Node,
} from 'jsonc-parser';
import { format, type Options } from 'prettier';
import { pointerParts } from '../../../src/shared/jsonPointer.ts';
import { isRecord, type Json } from '../../config-check/json.ts';

const FORMATTING = { insertSpaces: true, tabSize: 2, eol: '\n' } as const;

/** The path jsonc-parser takes (numbers inside arrays). Missing objects on the way are created by the edit. */
export function pathIn(json: Json, pointer: string): JSONPath {
  const path: JSONPath = [];
  let node: Json = json;
  for (const part of pointerParts(pointer)) {
    if (Array.isArray(node)) {
      const index = Number(part);
      if (!/^(0|[1-9]\d*)$/.test(part) || index > node.length)
        throw new TypeError(`"${pointer}": "${part}" is not an item of that list.`);
      path.push(index);
      node = node[index];
    } else if (node === undefined || isRecord(node)) {
      path.push(part);
      node = node?.[part];
    } else throw new TypeError(`"${pointer}": there is a ${typeof node} on the way, not an object.`);
  }
  return path;
}

/** The value at a path; undefined when there is none. */
export const valueAt = (json: Json, path: JSONPath): Json =>
  path.reduce<Json>(
    (node, part) => (Array.isArray(node) || isRecord(node) ? (node as Record<string, Json>)[part] : undefined),
    json,
  );

/** Where a new key goes among its siblings: in order when they are sorted, else after the last. */
export function insertionIndex(keys: string[], key: string): number {
  const sorted = keys.length > 1 && keys.every((k, i) => i === 0 || keys[i - 1]!.localeCompare(k) <= 0);
  if (!sorted) return keys.length;
  const after = keys.findIndex((k) => key.localeCompare(k) < 0);
  return after === -1 ? keys.length : after;
}

/**
 * `text` with the value at `pointer` set to `value` (undefined: removed). `prettier`: the options prettier resolves
 * for the file (its path included, which chooses the JSON parser).
 */
export async function editJsonText(text: string, pointer: string, value: Json, prettier: Options): Promise<string> {
  const path = pathIn(JSON.parse(text), pointer);
  if (path.length === 0) throw new TypeError('An edit changes a value inside the file, not the whole file.');
  const key = path.at(-1)!;
  const parent = findNodeAtLocation(parseTree(text)!, path.slice(0, -1));
  const expanded = !parent || /^[[{]\s*\n/.test(text.slice(parent.offset, parent.offset + parent.length));
  const edits =
    value === undefined && typeof key === 'number' && parent
      ? itemRemoval(parent, key)
      : modify(text, path, value, {
          formattingOptions: expanded ? FORMATTING : undefined,
          isArrayInsertion: typeof key === 'number' && key === parent?.children?.length,
          getInsertionIndex: typeof key === 'string' ? (keys) => insertionIndex(keys, key) : undefined,
        });
  return format(applyEdits(text, edits), prettier);
}

/** A list's item taken out with its comma (jsonc-parser 3.3 leaves a character behind when it takes out the last). */
function itemRemoval(list: Node, index: number): EditResult {
  const items = list.children ?? [];
  const [previous, item, next] = [items[index - 1], items[index], items[index + 1]];
  if (!item) return [];
  const [start, end] = previous
    ? [previous.offset + previous.length, item.offset + item.length] // ', item'
    : next
      ? [item.offset, next.offset] // 'item, '
      : [list.offset + 1, list.offset + list.length - 1]; // the only one: the list is left empty
  return [{ offset: start, length: end - start, content: '' }];
}
