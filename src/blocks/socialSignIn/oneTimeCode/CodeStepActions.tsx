// Below the code's field: a new code once the wait is over (the countdown described where the disabled button is,
// not read out every second), and the way back to the destination.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OneTimeCodeTexts } from '../../../config/__generated__/screen.ts';
import type { DestinationKind } from './destinationKind.ts';
import type { useOneTimeCode } from './useOneTimeCode.ts';
import { useSecondsLeft } from './useSecondsLeft.ts';

interface CodeStepActionsProps {
  flow: ReturnType<typeof useOneTimeCode>;
  kind: DestinationKind;
  texts: OneTimeCodeTexts;
  /** A new code is coming: the typed one would be wrong. */
  onResend: () => void;
}

export function CodeStepActions({ flow, kind, texts, onResend }: CodeStepActionsProps) {
  const { t } = useTranslation();
  const waitId = useId();
  const secondsLeft = useSecondsLeft(flow.resendAt);
  return (
    <div className="one-time-code-actions">
      <button
        type="button"
        className="button button-text"
        disabled={flow.busy || secondsLeft > 0}
        aria-describedby={secondsLeft > 0 ? waitId : undefined}
        onClick={() => {
          onResend();
          void flow.resend();
        }}
      >
        {t(texts.resend)}
      </button>
      {secondsLeft > 0 && (
        <span id={waitId} className="text-muted">
          {t(texts.resendIn, { seconds: secondsLeft })}
        </span>
      )}
      <button type="button" className="button button-text" onClick={flow.changeDestination}>
        {t(texts.changeDestination[kind.method])}
      </button>
    </div>
  );
}
