// What the last save or undo did, or why it was refused. The polite region is always there (a region that appears, or
// changes its role, is not announced reliably); a refusal is an alert of its own, announced as it appears. `focus`:
// the line takes focus when it changes, where the button pressed may be gone with what it changed.
import { useEffect, useRef } from 'react';
import type { EditStatus } from './useEditSession.ts';

export function EditStatusLine({ status, focus = false }: { status: EditStatus | undefined; focus?: boolean }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus && status) line.current?.focus();
  }, [focus, status]);
  const refused = status?.refused === true;
  return (
    <>
      <p className="ds-status" role="status" ref={refused ? undefined : line} tabIndex={-1}>
        {refused ? '' : status?.text}
      </p>
      {refused && (
        <p className="ds-refusal" role="alert" ref={line} tabIndex={-1}>
          {status.text}
        </p>
      )}
    </>
  );
}
