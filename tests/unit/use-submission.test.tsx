// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useSubmission } from '../../src/blocks/form/useSubmission.ts';
import { renderHook } from '../support/renderHook.tsx';

/** A send whose answer the test gives, recording what it was sent. */
function controlledSend() {
  const calls: { values: object; retry: boolean }[] = [];
  let settle: (error?: Error) => void = () => undefined;
  const send = (values: object, retry: boolean) => {
    calls.push({ values, retry });
    return new Promise<void>((resolve, reject) => (settle = (error) => (error ? reject(error) : resolve())));
  };
  return { calls, send, settle: (error?: Error) => act(async () => settle(error)) };
}

describe('useSubmission', () => {
  it('is busy while the submit runs and keeps a failure for the retry, which sends the same values again', async () => {
    const { calls, send, settle } = controlledSend();
    const { result } = await renderHook(() => useSubmission(send));
    expect(result.current.busy).toBe(false);

    await act(async () => result.current.submit({ email: 'a@b.c' }));
    expect(result.current.busy).toBe(true);
    const failure = new Error('offline');
    await settle(failure);
    expect(result.current).toMatchObject({ busy: false, failure });

    await act(async () => result.current.retry());
    expect(calls).toEqual([
      { values: { email: 'a@b.c' }, retry: false },
      { values: { email: 'a@b.c' }, retry: true },
    ]);
    expect(result.current.failure).toBeUndefined(); // a new attempt: the old failure goes
    await settle();
    expect(result.current).toMatchObject({ busy: false, failure: undefined });
  });
});
