// The gallery's side of the dev server's edit endpoints (editProtocol.ts): each answer, or the sentence of a refusal.
import type {
  ChangesAnswer,
  EditAction,
  FileEdit,
  ReadAnswer,
  Refusal,
  ValueAddress,
  WriteAnswer,
} from './editProtocol.ts';

/** A refusal of the dev server (or no answer from it), in one sentence. */
export class EditRefusal extends Error {}

/** What to tell the marketer about a failed read or write: the refusal's sentence, or the error as it is. */
export const sentenceOf = (error: unknown) => (error instanceof EditRefusal ? error.message : String(error));

async function post<T>(action: EditAction, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${import.meta.env.BASE_URL}__dev/edit/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new EditRefusal('The dev server did not answer: is npm start still running?');
  }
  const answer = (await response.json().catch(() => ({}))) as T | Partial<Refusal>;
  if (response.ok) return answer as T;
  throw new EditRefusal((answer as Partial<Refusal>).refused ?? `The dev server answered ${response.status}.`);
}

export const readValues = async (reads: ValueAddress[]) => (await post<ReadAnswer>('read', { reads })).values;
export const writeEdits = (edits: FileEdit[]) => post<WriteAnswer>('write', { edits });
export const undoChange = (id: number) => post<WriteAnswer>('undo', { id });
export const listChanges = async () => (await post<ChangesAnswer>('changes', {})).changes;
