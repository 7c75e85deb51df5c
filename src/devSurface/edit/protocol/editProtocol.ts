// What the gallery and the dev server's edit endpoints (<base>/__dev/edit/<action>, scripts/vite/devSurface/) send
// each other: JSON over POST, a value of a file in config/ or locales/ addressed by its JSON pointer.
import { pointer } from '../../../shared/jsonPointer.ts';

export const EDIT_ACTIONS = ['read', 'write', 'changes', 'undo'] as const;
export type EditAction = (typeof EDIT_ACTIONS)[number];

/** A value to read: `locales/de/translation.json` at `/registration/copy/social/headline`. */
export interface ValueAddress {
  file: string;
  pointer: string;
}

/** `value` absent: the file has nothing at the pointer. `hash`: the file's content as read, for the edit that follows. */
export interface ValueRead extends ValueAddress {
  hash: string;
  value?: unknown;
}

/** One value to set (`value` absent: to remove), with the hash of the file as the gallery last read it. */
export interface FileEdit extends ValueAddress {
  hash: string;
  value?: unknown;
}

/** What one change did at one place; `before`/`after` absent: nothing was there. */
export interface ChangeLine extends ValueAddress {
  before?: unknown;
  after?: unknown;
}

/** One saved edit (of one or several files), as the change list shows it. */
export interface Change {
  id: number;
  /** ISO time */
  at: string;
  lines: ChangeLine[];
  /** The change this one took back (an undo). */
  undoes?: number;
  /** The undo that took this one back. */
  undoneBy?: number;
}

export interface ReadRequest {
  reads: ValueAddress[];
}
export interface ReadAnswer {
  values: ValueRead[];
}
export interface WriteRequest {
  edits: FileEdit[];
}
/** The change, and the hash of each file it wrote (the next edit of that file carries it). */
export interface WriteAnswer {
  change: Change;
  hashes: Record<string, string>;
}
export interface ChangesAnswer {
  changes: Change[];
}
export interface UndoRequest {
  id: number;
}
/** Any refusal: one sentence saying why; nothing was written. */
export interface Refusal {
  refused: string;
}

/** The file of a language's texts. */
export const localeFile = (lang: string) => `locales/${lang}/translation.json`;

/** The JSON pointer of an i18n key in a locale file (RFC 6901): 'registration.copy.social' → '/registration/copy/social'. */
export const keyPointer = (key: string) => pointer(...key.split('.'));
