// The A/B arms whose room the registration headline holds (issue 54, docs/decisions.md). Until the answer every arm
// that can still win shares the cell, so nothing moves when it comes. The form waits a moment for it after the code
// is accepted: an answer within that moment (most are: the service is asked as the page starts) shows the form
// with its arm alone, so no blank band stays where a longer arm would have been. A later answer finds the form
// shown: the room stays as it is, since giving it back would move the form under the visitor's eyes.
import { useEffect, useState } from 'react';

/** How long an accepted code's form waits for the A/B answer, when arms of different size could still win. */
export const ANSWER_WAIT_MS = 300;

interface HeldArms<Arm> {
  /** The arms whose room the headline holds. */
  arms: readonly Arm[];
  /** The form waits for the answer. */
  waiting: boolean;
  /** The room is the visitor's arm alone (the page's title, which stood there before, leaves it too). */
  exact: boolean;
}

export function useHeldArms<Arm>(
  accepted: boolean,
  shown: Arm | null,
  possible: readonly Arm[],
  keyOf: (arm: Arm) => string,
): HeldArms<Arm> {
  const open = accepted && shown === null && new Set(possible.map(keyOf)).size > 1;
  const [waitOver, setWaitOver] = useState(false);
  // Shown before the answer: the room of every arm, from then on.
  const [shownUndecided, setShownUndecided] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setWaitOver(true), ANSWER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [open]);
  if (open && waitOver && !shownUndecided) setShownUndecided(true);
  if (!accepted) return { arms: [], waiting: false, exact: false };
  if (open && !waitOver) return { arms: [], waiting: true, exact: false };
  const exact = shown !== null && !shownUndecided;
  return { arms: exact ? [shown] : possible, waiting: false, exact };
}
