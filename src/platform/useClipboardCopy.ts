import { useState } from 'react';

export type CopyResult = 'copied' | 'failed';

/**
 * Copies a text to the clipboard. The result is for a status region: 'failed' when there is no clipboard or the
 * browser said no (onFailed can then prepare the text for the visitor's own copy).
 */
export function useClipboardCopy(onFailed?: () => void): [CopyResult | undefined, (text: string) => Promise<void>] {
  const [result, setResult] = useState<CopyResult>();
  const copy = async (text: string) => {
    setResult(undefined);
    try {
      await navigator.clipboard.writeText(text);
      setResult('copied');
    } catch {
      setResult('failed');
      onFailed?.();
    }
  };
  return [result, copy];
}
