// Step two: the six-digit code (the phone may offer it from the text message) and confirm; below, a new code after
// the wait (CodeStepActions).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneTimeCodeFormat, ONE_TIME_CODE_PATTERN, ONE_TIME_CODE_RULES } from '../../../shared/oneTimeCodeRules.ts';
import type { OneTimeCodeTexts } from '../../../config/__generated__/screen.ts';
import type { DestinationKind } from './destinationKind.ts';
import type { useOneTimeCode } from './useOneTimeCode.ts';
import { CodeStepActions } from './CodeStepActions.tsx';

interface CodeStepProps {
  flow: ReturnType<typeof useOneTimeCode>;
  kind: DestinationKind;
  texts: OneTimeCodeTexts;
}

export function CodeStep({ flow, kind, texts }: CodeStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);

  // A wrong code: selected, so typing replaces it. Any other news: focus back on the field, as typed. No message
  // (a request is out) is no news: the focus stays.
  useEffect(() => {
    if (!flow.message) return;
    if (flow.message.key === texts.wrongCode) input.current?.select();
    else input.current?.focus();
  }, [flow.message, texts.wrongCode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = isOneTimeCodeFormat(code);
    setInvalid(!valid);
    if (!valid) input.current?.focus();
    else void flow.verify(code);
  };

  return (
    <form noValidate onSubmit={submit} className="one-time-code-form">
      <div className={invalid ? 'field field-invalid' : 'field'}>
        <label className="field-label" htmlFor={id}>
          {t(texts.codeLabel, { digits: ONE_TIME_CODE_RULES.length })}
        </label>
        {invalid && (
          <p id={`${id}-error`} className="field-errors">
            {t(texts.codeInvalid, { digits: ONE_TIME_CODE_RULES.length })}
          </p>
        )}
        <input
          ref={input}
          id={id}
          className="form-control one-time-code-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={ONE_TIME_CODE_PATTERN}
          maxLength={ONE_TIME_CODE_RULES.length}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, ONE_TIME_CODE_RULES.length))}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
      </div>
      <button type="submit" className="button button-block" disabled={flow.busy || flow.codeVoid} aria-busy={flow.busy}>
        {t(texts.confirm)}
      </button>
      <CodeStepActions flow={flow} kind={kind} texts={texts} onResend={() => setCode('')} />
    </form>
  );
}
