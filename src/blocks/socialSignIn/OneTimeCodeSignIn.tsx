import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Loaded when the visitor opens a panel, never with the page (the phone's brings libphonenumber-js).
const panels = {
  PHONE: lazy(() => import('./oneTimeCode/PhoneCodePanel.tsx')),
  EMAIL: lazy(() => import('./oneTimeCode/EmailCodePanel.tsx')),
};

/** 'Continue with phone / e-mail': a one-time code to that destination stands for the visitor's identity. */
export function OneTimeCodeSignIn({
  channel,
  registrationCode,
}: {
  channel: 'PHONE' | 'EMAIL';
  registrationCode: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const Panel = panels[channel];
  return (
    <>
      <button
        type="button"
        className="button button-secondary button-block"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {t(`oneTimeCode.continueWith.${channel}`)}
      </button>
      {open && (
        <Suspense>
          <Panel registrationCode={registrationCode} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
