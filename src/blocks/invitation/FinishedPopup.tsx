import type { Block } from '../../config/types.ts';
import { REGISTRATION_ID } from '../../navigation/registrationId.ts';
import { MAIN_CONTENT_ID } from '../../layouts/PageFrame.tsx';
import { BlocksDialog } from '../../render/BlocksDialog.tsx';

/**
 * The e-mail confirmation popup ('verify your e-mail') over the registration page, open while the URL
 * holds ?registrationId= (so a reload shows it again); closing it (button or Escape) drops the id.
 */
export default function FinishedPopup({ blocks }: { blocks: readonly Block[] }) {
  return (
    <BlocksDialog
      blocks={blocks}
      close="registration.finishedPopupClose"
      param={REGISTRATION_ID}
      // What had focus (the submit button) was replaced by a fresh form: start again at the main content.
      onClosed={() => document.getElementById(MAIN_CONTENT_ID)?.focus()}
    />
  );
}
