import type { FieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/**
 * One field: its label, its messages between label and control (GOV.UK's order: read before the control, and
 * never touching the next field's label), the control, its help. A choice of options (radios) is a fieldset
 * named by its legend; a checkbox is labelled by its own text. Optional fields say so; required ones do not.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, displayLabel, required, children, errors, help, description, hidden, rawErrors, schema } = props;
  const { t } = useTranslation();
  if (hidden) return <div hidden>{children}</div>;
  const widget = getUiOptions(props.uiSchema).widget;
  // A group of fields or a list draws its own frame (ArrayFieldTemplate: legend, hint and messages); a list of
  // checkboxes is a choice like the radios below.
  if (schema.type === 'object' || (schema.type === 'array' && widget !== 'checkboxes')) return children;
  const className = rawErrors?.length ? 'field field-invalid' : 'field';
  const labelText = (
    <>
      {label}
      {!required && schema.type !== 'boolean' && <span className="field-optional"> {t('forms.optional')}</span>}
    </>
  );
  if (widget === 'radio' || widget === 'checkboxes') {
    return (
      <fieldset className={className}>
        {displayLabel && <legend>{labelText}</legend>}
        {errors}
        {children}
        {help}
      </fieldset>
    );
  }
  const selfLabelled = schema.type === 'boolean';
  return (
    <div className={className}>
      {displayLabel && !selfLabelled && (
        <label className="field-label" htmlFor={id}>
          {labelText}
        </label>
      )}
      {displayLabel && description}
      {errors}
      {children}
      {help}
    </div>
  );
}
