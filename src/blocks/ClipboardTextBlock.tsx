import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { selectContents } from '../platform/selectContents.ts';
import { useClipboardCopy } from '../platform/useClipboardCopy.ts';
import type { BlockOf, BlockProps } from '../render/blockTypes.ts';

/** A message the visitor can send someone: shown as a quote, copied to the clipboard with one button. */
export function ClipboardTextBlock({ block }: BlockProps<BlockOf<'clipboardText'>>) {
  const { t } = useTranslation();
  const message = useRef<HTMLParagraphElement>(null);
  // Refused: the message is selected, so 'copy it yourself' is one step (as the link generator's field).
  const [result, copy] = useClipboardCopy(() => {
    if (message.current) selectContents(message.current);
  });
  return (
    <div className="clipboard-text">
      <blockquote className="clipboard-text-message">
        <p ref={message}>{t(block.text)}</p>
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
