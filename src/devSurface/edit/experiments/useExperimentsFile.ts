// config/experiments.json as the experiment dialog last read it, and its saves: each says what it did (or why it was
// refused) in one sentence, and the file is read again after it, as after any edit (`version`): its hash, and what it
// holds, may have changed. While a save runs, `saving`: a second one would carry the hash the first makes stale.
import { useCallback, useEffect, useState } from 'react';
import { readValues, sentenceOf, writeEdits } from '../protocol/editApi.ts';
import type { FileEdit, ValueRead } from '../protocol/editProtocol.ts';
import { EXPERIMENTS_FILE } from './experimentPlacement.ts';
import type { EditStatus } from '../protocol/useEditSession.ts';

/** An edit, or the sentence why there is none; `done` says what the saved change did. */
export type SaveExperiments = (edit: FileEdit | { refused: string }, done: (id: number) => string) => Promise<void>;

export function useExperimentsFile(version: number) {
  const [file, setFile] = useState<ValueRead>();
  const [status, setStatus] = useState<EditStatus>();
  const [asked, setAsked] = useState(0);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    readValues([{ file: EXPERIMENTS_FILE, pointer: '' }]).then(
      ([read]) => current && setFile(read),
      (error: unknown) => current && setStatus({ text: sentenceOf(error), refused: true }),
    );
    return () => void (current = false);
  }, [version, asked]);

  const save: SaveExperiments = useCallback(async (edit, done) => {
    if ('refused' in edit) return setStatus({ text: edit.refused, refused: true });
    setSaving(true);
    try {
      const { change } = await writeEdits([edit]);
      setStatus({ text: done(change.id), refused: false });
    } catch (error) {
      setStatus({ text: sentenceOf(error), refused: true });
    } finally {
      setSaving(false);
    }
    setAsked((n) => n + 1);
  }, []);

  return { file, status, save, saving };
}
