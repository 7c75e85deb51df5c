import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../layouts/PageFrame.tsx';
import { BlockList } from '../../render/BlockList.tsx';
import type { BlockOf } from '../../render/blockTypes.ts';
import { useQuery, useRenderedLocation } from '../../navigation/useQuery.ts';

interface MembersOnlyPopupProps {
  block: BlockOf<'membersOnlyPopup'>;
  onClosed: () => void;
}

/** After a link inside was followed: the first field of the #hash it led to (e.g. the access-code form). */
function fieldOfHash(hash: string): HTMLElement | null | undefined {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  return target?.querySelector<HTMLElement>('input, select, textarea');
}

/**
 * The 'why members only' popup, a modal <dialog> over the landing page. Escape or the close button close it, and
 * ?pdp= leaves the URL (a reload does not open it again); focus returns where it was. A link inside (an access code
 * instead) leads on: the popup closes on its way and focus goes to the field the link led to.
 */
export default function MembersOnlyPopup({ block, onClosed }: MembersOnlyPopupProps) {
  const { t } = useTranslation();
  const [, setQuery] = useQuery();
  const { key } = useRenderedLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const focusedBefore = useRef<Element | null>(null);
  const openedAt = useRef(key);
  const followedLink = useRef(false);

  useEffect(() => {
    if (!dialog.current || dialog.current.open) return;
    focusedBefore.current = document.activeElement;
    dialog.current.showModal(); // modal: focus moves in, the page behind is inert
  }, []);

  useEffect(() => {
    if (key === openedAt.current) return;
    followedLink.current = true;
    dialog.current?.close();
  }, [key]);

  const closed = () => {
    const url = new URL(window.location.href);
    if (url.searchParams.has('pdp')) {
      setQuery(
        (current) => {
          current.delete('pdp');
          return current;
        },
        { replace: true },
      );
    }
    const before = focusedBefore.current;
    const next =
      (followedLink.current && fieldOfHash(url.hash)) ||
      (before instanceof HTMLElement && before !== document.body && before.isConnected ? before : null) ||
      document.getElementById(MAIN_CONTENT_ID);
    next?.focus();
    onClosed();
  };

  const heading = block.blocks.find((b) => b.type === 'heading');
  return (
    <dialog ref={dialog} className="popup popup-stacked" aria-label={heading && t(heading.text)} onClose={closed}>
      <BlockList blocks={block.blocks} />
      <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
        {t(block.close)}
      </button>
    </dialog>
  );
}
