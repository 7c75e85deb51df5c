import { ariaDescribedByIds, schemaRequiresTrueValue, type WidgetProps } from '@rjsf/utils';
import { Choice } from './Choice.tsx';

/** A yes/no field (the newsletter): a large checkbox labelled by the field's title. */
export function CheckboxWidget({
  id,
  htmlName,
  label,
  value,
  schema,
  required,
  disabled,
  readonly,
  autofocus,
  ...props
}: WidgetProps) {
  return (
    <Choice
      type="checkbox"
      id={id}
      name={htmlName || id}
      checked={value === true}
      // Only a box that must be ticked (const: true) is required; an unticked optional box is an answer too.
      required={schemaRequiresTrueValue(schema) && required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(event) => props.onChange(event.target.checked)}
      onBlur={(event) => props.onBlur(id, event.target.checked)}
      onFocus={(event) => props.onFocus(id, event.target.checked)}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {label}
    </Choice>
  );
}
