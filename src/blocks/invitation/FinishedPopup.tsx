import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '../../config/types.ts';
import { MAIN_CONTENT_ID } from '../../layouts/PageFrame.tsx';
import { BlockList } from '../../render/BlockList.tsx';
import { useQuery } from '../../navigation/useQuery.ts';

/**
 * The e-mail confirmation popup ('verify your e-mail') over the registration page, open while the URL
 * holds ?registrationId= (so a reload shows it again); closing it (button or Escape) drops the id.
 */
export default function FinishedPopup({ blocks }: { blocks: readonly Block[] }) {
  const { t } = useTranslation();
  const [, setQuery] = useQuery();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal(); // modal: focus moves in, page inert
  }, []);
  const heading = blocks.find((block) => block.type === 'heading');
  const closed = () => {
    setQuery(
      (current) => {
        current.delete('registrationId');
        return current;
      },
      { replace: true },
    );
    // What had focus (the submit button) was replaced by a fresh form: start again at the main content.
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <dialog ref={dialog} className="popup" aria-label={heading && t(heading.text)} onClose={closed}>
      <BlockList blocks={blocks} />
      <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
        {t('registration.finishedPopupClose')}
      </button>
    </dialog>
  );
}
