import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** A field's messages; the control names this list in aria-describedby, so focusing it reads them out. */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <ul id={errorId(fieldPathId)} className="field-errors">
      {shown.map((error, index) => (
        <li key={index}>{error}</li>
      ))}
    </ul>
  );
}
