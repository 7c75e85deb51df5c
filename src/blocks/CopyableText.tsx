import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useClipboardCopy } from '../platform/useClipboardCopy.ts';

interface CopyableTextProps {
  /** Translated: the heading, the text's label, the button, and what the copy came to. */
  texts: { heading: string; label: string; copy: string; copied: string; copyFailed: string };
  value: string;
  rows: number;
  className: string;
  fieldClassName?: string;
  /** Between the text and the button (e.g. how long it is valid). */
  note?: ReactNode;
  /** After the button's announcement. */
  children?: ReactNode;
}

/**
 * What came of a form, to copy: a heading that takes focus when the value changes (a screen reader hears it), the
 * text read-only in a text area (whole also on a phone; focus selects it for copying by hand), and a copy button
 * whose result is announced.
 */
export function CopyableText({ texts, value, rows, className, fieldClassName, note, children }: CopyableTextProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, copy] = useClipboardCopy(() => field.current?.select()); // failed: ready for a copy by hand
  const fieldId = useId();
  useEffect(() => heading.current?.focus(), [value]);
  return (
    <section className={className}>
      <h2 ref={heading} tabIndex={-1}>
        {texts.heading}
      </h2>
      <label className="field-label" htmlFor={fieldId}>
        {texts.label}
      </label>
      <textarea
        ref={field}
        id={fieldId}
        className={['form-control', fieldClassName].filter(Boolean).join(' ')}
        readOnly
        rows={rows}
        value={value}
        onFocus={(event) => event.currentTarget.select()}
      />
      {note}
      <button type="button" className="button button-primary button-block" onClick={() => void copy(value)}>
        {texts.copy}
      </button>
      <p role="status" className="generated-link-status">
        {copied === 'copied' && texts.copied}
        {copied === 'failed' && texts.copyFailed}
      </p>
      {children}
    </section>
  );
}
