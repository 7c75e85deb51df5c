// The changes the gallery made since the dev server started, in memory (the files and git keep what lasts): each with
// what it set where, and the hash it left each file at, so that its undo, an edit of its own, is refused once a file
// has changed since.
import type { Change, ChangeLine, FileEdit } from '../../../src/devSurface/edit/protocol/editProtocol.ts';

interface Logged extends Change {
  /** file → the hash of its content right after this change */
  hashes: Record<string, string>;
}

export class ChangeLog {
  private readonly changes: Logged[] = [];

  record(lines: ChangeLine[], hashes: Record<string, string>, undoes?: number): Change {
    const change: Logged = { id: this.changes.length + 1, at: new Date().toISOString(), lines, hashes };
    if (undoes !== undefined) {
      change.undoes = undoes;
      this.find(undoes)!.undoneBy = change.id;
    }
    this.changes.push(change);
    return this.view(change);
  }

  /** Newest first. */
  list(): Change[] {
    return this.changes.map((change) => this.view(change)).reverse();
  }

  /**
   * The edits that take change `id` back (each line's `before`, the last line first), each carrying the hash the
   * change left its file at (a file changed since, by a later change or on disk, refuses it); or why there are none.
   */
  undoOf(id: number): { edits: FileEdit[] } | { refused: string } {
    const change = this.find(id);
    if (!change) return { refused: `There is no change ${id} since the dev server started.` };
    if (change.undoneBy !== undefined)
      return { refused: `Change ${id} was already undone (change ${change.undoneBy}).` };
    // Undoing an undo would make the change again behind the marketer's back: to have it again, they make it again.
    if (change.undoes !== undefined) return { refused: `Change ${id} undoes change ${change.undoes}: it is final.` };
    const edits = [...change.lines].reverse().map(({ file, pointer, before }) => {
      const edit: FileEdit = { file, pointer, hash: change.hashes[file]! };
      if (before !== undefined) edit.value = before;
      return edit;
    });
    return { edits };
  }

  private find(id: number): Logged | undefined {
    return this.changes.find((change) => change.id === id);
  }

  private view({ hashes: _hashes, ...change }: Logged): Change {
    return structuredClone(change);
  }
}
