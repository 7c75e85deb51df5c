import { useRef, useState } from 'react';

/**
 * One submit at a time: busy while it runs, a request failure kept for the Retry button, which sends what was
 * submitted before again (retry: true).
 */
export function useSubmission(send: (values: object, retry: boolean) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const lastSubmitted = useRef<object>({});
  async function submit(values: object, retry: boolean) {
    lastSubmitted.current = values;
    setBusy(true);
    setFailure(undefined);
    try {
      await send(values, retry);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }
  return {
    busy,
    failure,
    submit: (values: object) => void submit(values, false),
    retry: () => void submit(lastSubmitted.current, true),
  };
}
