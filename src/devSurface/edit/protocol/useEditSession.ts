// The gallery's edits in this session: the text picked for editing (or the dialog open: a copy variant being added,
// an experiment started or stopped), the changes
// since the dev server started (read again after each edit, the gallery's own or another's: 'dev-surface:changed'
// bumps `version`) and what the last save or undo did.
import { useCallback, useEffect, useState } from 'react';
import { listChanges, sentenceOf, undoChange } from './editApi.ts';
import type { Change } from './editProtocol.ts';

/** The gallery's dialogs that write more than one text. */
export type EditDialog = 'copyVariant' | 'experiment';

export interface EditStatus {
  text: string;
  refused: boolean;
}

const placesOf = (change: Change) => change.lines.map(({ file, pointer }) => `${file} ${pointer}`).join(', ');

/** `enabled`: the dev server answers edits (not in a review build). */
export function useEditSession(version: number, enabled: boolean) {
  const [picked, setPicked] = useState<{ key: string; language: string }>();
  const [dialog, setDialog] = useState<EditDialog>();
  const [changes, setChanges] = useState<Change[]>([]);
  const [status, setStatus] = useState<EditStatus>();
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    listChanges().then(
      (list) => current && setChanges(list),
      (error: unknown) => current && setStatus({ text: sentenceOf(error), refused: true }),
    );
    return () => void (current = false);
  }, [enabled, version, asked]);

  const pick = useCallback((key: string, language: string) => setPicked({ key, language }), []);
  const close = useCallback(() => {
    setPicked(undefined);
    setDialog(undefined);
  }, []);
  /** `text`: what to say instead of the places the change wrote. */
  const saved = useCallback((change: Change, text?: string) => {
    setPicked(undefined);
    setDialog(undefined);
    const said = text ?? `Saved as change ${change.id}: ${placesOf(change)}. The previews reload with it.`;
    setStatus({ text: said, refused: false });
    setAsked((n) => n + 1);
  }, []);
  const undo = useCallback(async (id: number) => {
    try {
      const { change } = await undoChange(id);
      setStatus({ text: `Change ${id} undone (change ${change.id}): ${placesOf(change)}.`, refused: false });
    } catch (error) {
      setStatus({ text: sentenceOf(error), refused: true });
    }
    setAsked((n) => n + 1);
  }, []);

  return { picked, pick, dialog, open: setDialog, close, saved, undo, changes, status };
}
