import { useRef, useState } from 'react';

/** A request failure and its number: every failure is a new one to show (focused and read out anew). */
export interface Failure {
  error: unknown;
  key: number;
}

/**
 * One submit at a time: busy while it runs, and a second submit meanwhile (the second click of a double click,
 * Enter and a click, Retry) is dropped before React has re-rendered the button as disabled. A request failure is
 * kept for the Retry button, which sends what was submitted before again (retry: true). A failure stays in place
 * until the next attempt is answered: taken away when the visitor sends again, it would move the form under the
 * pointer, and the second click of a double click would land on whatever came up there (a link, say).
 */
export function useSubmission<T>(send: (values: T, retry: boolean) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const running = useRef(false);
  const lastSubmitted = useRef<T>(undefined);
  async function submit(values: T, retry: boolean) {
    if (running.current) return;
    running.current = true;
    lastSubmitted.current = values;
    setBusy(true);
    try {
      await send(values, retry);
      setFailure(undefined);
    } catch (error) {
      setFailure((last) => ({ error, key: (last?.key ?? 0) + 1 }));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  return {
    busy,
    failure,
    submit: (values: T) => void submit(values, false),
    // Retry shows after a failed submit only: there is always one to send again.
    retry: () => void (lastSubmitted.current && submit(lastSubmitted.current, true)),
  };
}
