import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '../config/types.ts';
import { useRenderedSearch } from '../navigation/renderedUrl.ts';
import { BlockList } from './BlockList.tsx';

interface BlocksDialogProps {
  blocks: readonly Block[];
  /** i18n key of the close button's text. */
  close: string;
  /** The query parameter the dialog is open for: it leaves the URL (history replaced) when the dialog closes. */
  param: string;
  className?: string;
  /** Focus goes to the dialog, not its first control: that may still be on its way (a form whose code loads with
   * it), and the browser would focus whatever came first instead. */
  focusItself?: boolean;
  /** Closed (button or Escape): where focus goes now is the caller's; focusedBefore had it when the dialog opened. */
  onClosed: (focusedBefore: Element | null) => void;
  /** The dialog, for a caller that closes it itself. */
  ref?: RefObject<HTMLDialogElement | null>;
}

/**
 * Blocks in a modal <dialog> that opens as it shows: focus moves in (to its first control, or with focusItself to the
 * dialog, named by its heading), the page behind is inert.
 */
export function BlocksDialog({ blocks, close, param, className = '', onClosed, focusItself, ref }: BlocksDialogProps) {
  const { t } = useTranslation();
  const [, setQuery] = useRenderedSearch();
  const own = useRef<HTMLDialogElement>(null);
  const dialog = ref ?? own;
  const focusedBefore = useRef<Element | null>(null);
  useEffect(() => {
    if (!dialog.current || dialog.current.open) return;
    focusedBefore.current = document.activeElement;
    dialog.current.showModal();
    if (focusItself) dialog.current.focus();
  }, [dialog, focusItself]);
  const closed = () => {
    // First the caller, which may read the URL's #hash (setting the query drops it).
    onClosed(focusedBefore.current);
    if (!new URLSearchParams(window.location.search).has(param)) return;
    setQuery(
      (current) => {
        current.delete(param);
        return current;
      },
      { replace: true },
    );
  };
  const heading = blocks.find((block) => block.type === 'heading');
  return (
    <dialog
      ref={dialog}
      className={`popup ${className}`.trim()}
      aria-label={heading && t(heading.text)}
      tabIndex={focusItself ? -1 : undefined}
      onClose={closed}
    >
      <BlockList blocks={blocks} />
      <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
        {t(close)}
      </button>
    </dialog>
  );
}
