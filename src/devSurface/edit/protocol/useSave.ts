// A dialog's save: `saving` while it runs (a second save would carry hashes the first makes stale), and the one
// sentence why it was refused, cleared when a new one starts.
import { useCallback, useState } from 'react';
import { sentenceOf } from './editApi.ts';

export function useSave() {
  const [saving, setSaving] = useState(false);
  const [refused, refuse] = useState<string>();
  const save = useCallback(async (write: () => Promise<void>) => {
    setSaving(true);
    refuse(undefined);
    try {
      await write();
    } catch (error) {
      refuse(sentenceOf(error));
    } finally {
      setSaving(false);
    }
  }, []);
  return { saving, refused, refuse, save };
}
