// Every form block of a screen, nested ones included, with the blocks (and their lists) it sits inside.
import { isRecord, type Json } from './json.ts';
import { pointer } from '../../src/shared/jsonPointer.ts';

export interface FormBlockAt {
  block: Record<string, Json>;
  pointer: string;
  /** The blocks around it, outermost first, each with the list of theirs it sits in (e.g. an invitation's `blocks`). */
  inside: { type: string; list: string }[];
}

export function formBlocks(node: Json, at = '', inside: FormBlockAt['inside'] = []): FormBlockAt[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => formBlocks(item, at + pointer(i), inside));
  if (!isRecord(node)) return [];
  const here = node.type === 'form' ? [{ block: node, pointer: at, inside }] : [];
  const nested = Object.entries(node).flatMap(([key, value]) =>
    formBlocks(
      value,
      at + pointer(key),
      typeof node.type === 'string' ? [...inside, { type: node.type, list: key }] : inside,
    ),
  );
  return [...here, ...nested];
}

/** Each screen file with its form blocks. */
export const screenFormBlocks = (config: Record<string, Json>) =>
  Object.entries(config)
    .filter(([file]) => file.startsWith('config/screens/'))
    .flatMap(([file, screen]) => formBlocks(screen).map((found) => ({ ...found, file })));
