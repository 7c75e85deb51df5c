import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OneTimeCodeTexts } from '../../config/__generated__/screen.ts';
import { ProviderMark } from './ProviderMark.tsx';
import { loadModule } from '../../platform/moduleLoads.ts';

// Loaded when the visitor opens a panel, never with the page (the phone's brings libphonenumber-js).
const panels = {
  phone: lazy(() => loadModule(() => import('./oneTimeCode/PhoneCodePanel.tsx'))),
  email: lazy(() => loadModule(() => import('./oneTimeCode/EmailCodePanel.tsx'))),
};

interface OneTimeCodeSignInProps {
  method: keyof typeof panels;
  registrationCode: string;
  texts: OneTimeCodeTexts;
}

/** 'Continue with phone / e-mail': a one-time code to that destination stands for the visitor's identity. */
export function OneTimeCodeSignIn({ method, registrationCode, texts }: OneTimeCodeSignInProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const Panel = panels[method];
  return (
    <>
      <button
        type="button"
        className={`button button-provider button-provider-${method}`}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <ProviderMark provider={method} />
        <span>{t(texts.continueWith[method])}</span>
      </button>
      {open && (
        <Suspense>
          <Panel registrationCode={registrationCode} texts={texts} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
