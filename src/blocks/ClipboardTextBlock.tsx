import { useTranslation } from 'react-i18next';
import { useClipboardCopy } from '../platform/useClipboardCopy.ts';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';

/** A message the visitor can send someone: shown as a quote, copied to the clipboard with one button. */
export function ClipboardTextBlock({ block }: BlockProps<BlockOf<'clipboardText'>>) {
  const { t } = useTranslation();
  const [result, copy] = useClipboardCopy(); // failed: the visitor can still select the quote
  return (
    <div className="clipboard-text">
      <blockquote className="clipboard-text-message">
        <p>{t(block.text)}</p>
      </blockquote>
      <button type="button" className="button button-secondary" onClick={() => void copy(t(block.text))}>
        {t(block.button)}
      </button>
      {/* Present from the start, so a screen reader announces what is written into it. */}
      <p className="clipboard-text-result" role="status">
        {result && t(block[result])}
      </p>
    </div>
  );
}
