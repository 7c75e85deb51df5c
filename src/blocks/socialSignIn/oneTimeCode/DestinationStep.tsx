// Step one: the phone number (formatted as typed, read in the page's country) or the e-mail, checked before sending.
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OneTimeCodeTexts } from '../../../config/__generated__/screen.ts';
import type { DestinationKind } from './destinationKind.ts';

interface DestinationStepProps {
  kind: DestinationKind;
  texts: OneTimeCodeTexts;
  country: string;
  /** What the visitor typed: kept by the panel, so going back to change it loses nothing. */
  typed: string;
  onType(typed: string): void;
  busy: boolean;
  onSend(destination: string): Promise<void>;
  /** The backend refused the destination. */
  refused: boolean;
}

export function DestinationStep({ kind, texts, country, typed, onType, busy, onSend, refused }: DestinationStepProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusedHere, setRefusedHere] = useState(false);
  const invalid = refusedHere || refused;
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (refused) input.current?.focus();
  }, [refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const destination = kind.normalize(typed, country);
    setRefusedHere(destination === null);
    if (destination === null) input.current?.focus();
    else void onSend(destination);
  };
  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    // Formatted only while typing at the end: a deletion or an edit inside stays as the visitor made it.
    const typingAtEnd = selectionStart === value.length && value.length > typed.length;
    onType(typingAtEnd ? kind.format(value, country) : value);
  };
  const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(country) ?? country;

  return (
    <form noValidate onSubmit={submit} className="one-time-code-form">
      <div className={invalid ? 'field field-invalid' : 'field'}>
        <label className="field-label" htmlFor={id}>
          {t(texts.destinationLabel[kind.method])}
        </label>
        <p id={`${id}-hint`} className="field-description">
          {t(texts.destinationHint[kind.method], { country: countryName })}
        </p>
        {invalid && (
          <p id={`${id}-error`} className="field-errors">
            {t(texts.destinationInvalid[kind.method])}
          </p>
        )}
        <input
          ref={input}
          id={id}
          className="form-control"
          type={kind.type}
          autoComplete={kind.autoComplete}
          value={typed}
          onChange={type}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error ${id}-hint` : `${id}-hint`}
        />
      </div>
      <button type="submit" className="button button-block" disabled={busy} aria-busy={busy}>
        {t(texts.send)}
      </button>
    </form>
  );
}
