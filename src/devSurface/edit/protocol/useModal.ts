// A gallery dialog is modal from its first render: the page behind it inert, Escape closes it (its onClose then tells
// the gallery), focus inside it.
import { useEffect, useRef } from 'react';

export function useModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  return dialog;
}
