import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface StepHeadingProps {
  number: number;
  count: number;
  /** 'Step {{current}} of {{total}}' (the form's steps.progressText). */
  progress: string;
  /** The step's i18n key. */
  heading: string;
  /** Focused when the step changes. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** 'Step n of m' and the step's heading, one heading that takes focus when the step changes. */
export function FormStepHeading({ number, count, progress, heading, headingRef }: StepHeadingProps) {
  const { t } = useTranslation();
  return (
    <h3 className="form-step-heading" ref={headingRef} tabIndex={-1}>
      <span className="form-step-progress">{t(progress, { current: number, total: count })}</span> {t(heading)}
    </h3>
  );
}

/** Back to the step before; what was typed in either step stays. */
export function FormStepBack({ text, onBack }: { text: string; onBack: (() => void) | undefined }) {
  const { t } = useTranslation();
  if (!onBack) return null;
  return (
    <button type="button" className="button button-text form-step-back" onClick={onBack}>
      {t(text)}
    </button>
  );
}
