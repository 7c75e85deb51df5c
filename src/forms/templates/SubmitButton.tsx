import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';

/** The form's one primary button, full width. */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <button type="submit" {...props} className="button button-primary form-submit">
      {submitText}
    </button>
  );
}
