import type { RefObject } from 'react';

interface EditDialogFooterProps {
  /** Why the last save was refused (one sentence), if it was. */
  refused: string | undefined;
  /** The submit button's words, while the save runs and before. */
  label: string;
  savingLabel: string;
  saving: boolean;
  /** Nothing to save yet (the files are still being read). */
  unready: boolean;
  dialog: RefObject<HTMLDialogElement | null>;
}

/** The end of an edit dialog's form: a refusal in one sentence, the save button and Cancel. */
export function EditDialogFooter({ refused, label, savingLabel, saving, unready, dialog }: EditDialogFooterProps) {
  return (
    <>
      {refused && (
        <p className="ds-refusal" role="alert">
          {refused}
        </p>
      )}
      <div className="ds-actions">
        <button type="submit" className="ds-button" disabled={unready || saving}>
          {saving ? savingLabel : label}
        </button>
        <button type="button" className="ds-button ds-button-quiet" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </>
  );
}
