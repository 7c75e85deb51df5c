import { useEffect, useRef } from 'react';
import { MAIN_CONTENT_ID } from '../../layouts/PageFrame.tsx';
import { useRenderedLocation } from '../../navigation/renderedUrl.ts';
import { BlocksDialog } from '../../render/BlocksDialog.tsx';
import type { BlockOf } from '../../render/blockTypes.ts';

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
  const { key } = useRenderedLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const openedAt = useRef(key);
  const followedLink = useRef(false);

  useEffect(() => {
    if (key === openedAt.current) return;
    followedLink.current = true;
    dialog.current?.close();
  }, [key]);

  const closed = (before: Element | null) => {
    const next =
      (followedLink.current && fieldOfHash(window.location.hash)) ||
      (before instanceof HTMLElement && before !== document.body && before.isConnected ? before : null) ||
      document.getElementById(MAIN_CONTENT_ID);
    next?.focus();
    onClosed();
  };

  return (
    <BlocksDialog
      ref={dialog}
      blocks={block.blocks}
      close={block.close}
      param="pdp"
      className="popup-stacked"
      // Its form's code loads with it: focus at its start, the same whenever the code arrives (and no phone keyboard).
      focusItself
      onClosed={closed}
    />
  );
}
