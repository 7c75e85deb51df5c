// The panel 'Continue with phone / e-mail' opens, in place below its button: labelled by its heading, focus moves in,
// Escape or Cancel closes it (focus back on the button). One live region says what happened, kept in view on a phone.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormPageData } from '../../../forms/values/formPageData.ts';
import { backendCountryOf, countryOptionsOf } from '../../../actions/invitationCountries.ts';
import type { OneTimeCodeTexts } from '../../../config/__generated__/screen.ts';
import { preferredCountry, readCountryHints } from '../../../platform/countryHints.ts';
import { DEFAULT_REGISTRATION_COUNTRY } from '../../../shared/registrationRules.ts';
import { CodeStep } from './CodeStep.tsx';
import './oneTimeCode.css';
import type { DestinationKind } from './destinationKind.ts';
import { DestinationStep } from './DestinationStep.tsx';
import { useOneTimeCode } from './useOneTimeCode.ts';

export interface CodePanelProps {
  kind: DestinationKind;
  texts: OneTimeCodeTexts;
  registrationCode: string;
  /** Closes the panel; the opening button takes the focus back. */
  onClose(): void;
}

/** The page's country (the register action's preset): numbers typed without a country code are read as its. */
function usePageCountry(): string {
  const { invitation } = useFormPageData().actionData;
  // Read once, when the visitor opens the panel: it renders in the browser only (never prerendered), after a click.
  const [country] = useState(() => {
    const offered = invitation ? countryOptionsOf(invitation.details).map((option) => option.isoCode) : [];
    const hints = readCountryHints(new URL(window.location.href));
    const backendCountry = invitation && backendCountryOf(invitation.country);
    return preferredCountry(hints, offered, backendCountry, DEFAULT_REGISTRATION_COUNTRY);
  });
  return country;
}

export function CodePanel({ kind, texts, registrationCode, onClose }: CodePanelProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const country = usePageCountry();
  const flow = useOneTimeCode(kind, texts, registrationCode, i18n.language);
  const [typedDestination, setTypedDestination] = useState('');
  // The backend's refusal of the destination shows at its field; every other message in the live region.
  const refusedDestination = flow.message?.destinationRefused ?? false;
  const shown = refusedDestination ? null : flow.message;

  useEffect(() => {
    if (flow.message) notice.current?.scrollIntoView({ block: 'nearest' });
  }, [flow.message]);

  const close = () => {
    panel.current?.parentElement?.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
    onClose();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <section ref={panel} className="one-time-code" aria-labelledby={titleId} onKeyDown={closeOnEscape}>
      <h3 id={titleId} className="one-time-code-title">
        {t(texts.title[kind.method])}
      </h3>
      {/* Above the fields, where the visitor reads first: where the code went, or what went wrong. */}
      <div
        ref={notice}
        aria-live="polite"
        className={shown ? `notice ${shown.error ? 'notice-error' : 'notice-success'}` : undefined}
      >
        {shown && <p>{t(shown.key, shown.values)}</p>}
      </div>
      {flow.stage === 'destination' && (
        <DestinationStep
          kind={kind}
          texts={texts}
          country={country}
          typed={typedDestination}
          onType={setTypedDestination}
          busy={flow.busy}
          onSend={flow.send}
          refused={refusedDestination}
        />
      )}
      {flow.stage === 'code' && <CodeStep flow={flow} kind={kind} texts={texts} />}
      <button type="button" className="button button-text" onClick={close}>
        {t(texts.cancel)}
      </button>
    </section>
  );
}
