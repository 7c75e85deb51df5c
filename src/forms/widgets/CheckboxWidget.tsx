import { ariaDescribedByIds, schemaRequiresTrueValue, type WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { Choice } from './Choice.tsx';

/** A yes/no field as a large checkbox, labelled by children. */
export function BooleanChoice({ widget, children }: { widget: WidgetProps; children: ReactNode }) {
  const { id, htmlName, value, schema, required, disabled, readonly, autofocus, onChange, onBlur, onFocus } = widget;
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
      onChange={(event) => onChange(event.target.checked)}
      onBlur={(event) => onBlur(id, event.target.checked)}
      onFocus={(event) => onFocus(id, event.target.checked)}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {children}
    </Choice>
  );
}

/** A yes/no field (the newsletter), labelled by the field's title. */
export function CheckboxWidget(props: WidgetProps) {
  return <BooleanChoice widget={props}>{props.label}</BooleanChoice>;
}
