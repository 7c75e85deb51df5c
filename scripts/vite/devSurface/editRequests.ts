// The bodies the edit endpoints take, checked before anything is read: a value address names a file and a JSON
// pointer as strings, an edit also the hash it read, an undo the number of a change.
import type { FileEdit, ValueAddress } from '../../../src/devSurface/edit/protocol/editProtocol.ts';
import { isRecord } from '../../config-check/json.ts';
import { EditRefused } from './editService.ts';

const refuse = (sentence: string): never => {
  throw new EditRefused(400, sentence);
};

function addressOf(item: unknown): ValueAddress {
  if (!isRecord(item) || typeof item.file !== 'string' || typeof item.pointer !== 'string')
    return refuse('Each value is named by its "file" and its JSON "pointer".');
  return { file: item.file, pointer: item.pointer };
}

function listIn(body: unknown, name: string): unknown[] {
  const list = isRecord(body) ? body[name] : undefined;
  if (!Array.isArray(list) || list.length === 0) return refuse(`The request lists its "${name}".`);
  return list;
}

export const addressesIn = (body: unknown): ValueAddress[] => listIn(body, 'reads').map(addressOf);

export const editsIn = (body: unknown): FileEdit[] =>
  listIn(body, 'edits').map((item) => {
    const address = addressOf(item);
    if (!isRecord(item) || typeof item.hash !== 'string')
      return refuse(`The edit of ${address.file} carries the "hash" of the file as it was read.`);
    const edit: FileEdit = { ...address, hash: item.hash };
    if ('value' in item) edit.value = item.value;
    return edit;
  });

export function changeIdIn(body: unknown): number {
  const id = isRecord(body) ? body.id : undefined;
  return typeof id === 'number' && Number.isInteger(id) ? id : refuse('The undo names the "id" of a change.');
}
