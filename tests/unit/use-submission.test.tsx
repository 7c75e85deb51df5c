// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useSubmission } from '../../src/forms/submit/useSubmission.ts';
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
    expect(result.current).toMatchObject({ busy: false, failure: { error: failure, key: 1 } });

    await act(async () => result.current.retry());
    expect(calls).toEqual([
      { values: { email: 'a@b.c' }, retry: false },
      { values: { email: 'a@b.c' }, retry: true },
    ]);
    // The failure stays in place while the retry is out (nothing moves under the pointer), until it is answered.
    expect(result.current).toMatchObject({ busy: true, failure: { error: failure, key: 1 } });
    await settle();
    expect(result.current).toMatchObject({ busy: false, failure: undefined });
  });

  it('drops a second submit or retry while one is out, before any re-render', async () => {
    const { calls, send, settle } = controlledSend();
    const { result } = await renderHook(() => useSubmission(send));
    const { submit, retry } = result.current; // as a handler bound before the busy render would hold them
    await act(async () => {
      submit({ email: 'a@b.c' });
      submit({ email: 'a@b.c' });
      retry();
    });
    expect(calls).toHaveLength(1);
    await settle(new Error('offline'));
    await act(async () => result.current.retry());
    expect(calls).toHaveLength(2); // answered, the next attempt goes
  });

  it('numbers each failure, so that the same failure again is shown anew', async () => {
    const { send, settle } = controlledSend();
    const { result } = await renderHook(() => useSubmission(send));
    const offline = new Error('offline');
    await act(async () => result.current.submit({}));
    await settle(offline);
    await act(async () => result.current.retry());
    await settle(offline);
    expect(result.current.failure).toEqual({ error: offline, key: 2 });
  });
});
