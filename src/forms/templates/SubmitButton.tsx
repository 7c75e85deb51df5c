import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** What the submit button knows of its form, given by src/forms/ConfigForm.tsx. */
export interface FormContext {
  needsScript: boolean;
}

/**
 * The form's one primary button, full width. A form that needs JavaScript also holds a <noscript>: only a browser
 * without script makes elements of it (with script it is inert text, so hydrating changes nothing), a disabled twin
 * of the button, first in the form so Enter sends nothing either, and a line saying why; forms.css hides the
 * working button then.
 */
export function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const { t } = useTranslation();
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  const { needsScript } = registry.formContext as FormContext;
  return (
    <>
      {needsScript && (
        <noscript>
          <button type="submit" className="button button-primary form-submit" disabled>
            {submitText}
          </button>
          <p className="form-needs-script">{t('forms.needsScript')}</p>
        </noscript>
      )}
      <button type="submit" {...props} className="button button-primary form-submit">
        {submitText}
      </button>
    </>
  );
}
