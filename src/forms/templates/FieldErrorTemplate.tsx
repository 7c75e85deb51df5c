import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** RJSF's field errors, in a live region so a screen reader announces them as they appear. */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const shown = errors.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <div role="alert">
      <ul id={errorId(fieldPathId)} className="error-detail">
        {shown.map((error, index) => (
          <li key={index} className="text-danger">
            {error}
          </li>
        ))}
      </ul>
    </div>
  );
}
