import {
  ariaDescribedByIds,
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  enumOptionValueEncoder,
  getOptionValueFormat,
  optionId,
  type WidgetProps,
} from '@rjsf/utils';
import { Choice } from './Choice.tsx';

/** A choice of several options (a list of enum values: departments, brands) as large checkboxes, in a fieldset. */
export function CheckboxesWidget({
  id,
  htmlName,
  options,
  value,
  disabled,
  readonly,
  autofocus,
  ...props
}: WidgetProps) {
  const { enumOptions = [], enumDisabled } = options;
  const format = getOptionValueFormat(options);
  const chosen: unknown[] = Array.isArray(value) ? value : [];
  return (
    <div className="choices" id={id}>
      {enumOptions.map((option, index) => (
        <Choice
          key={String(option.value)}
          type="checkbox"
          id={optionId(id, index)}
          name={htmlName || id}
          value={enumOptionValueEncoder(option.value, index, format)}
          checked={enumOptionsIsSelected(option.value, chosen)}
          disabled={disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value))}
          autoFocus={autofocus && index === 0}
          onChange={(event) =>
            props.onChange(
              event.target.checked
                ? enumOptionsSelectValue(index, chosen, enumOptions)
                : enumOptionsDeselectValue(index, chosen, enumOptions),
            )
          }
          onBlur={() => props.onBlur(id, value)}
          onFocus={() => props.onFocus(id, value)}
          aria-describedby={ariaDescribedByIds(id)}
        >
          {option.label}
        </Choice>
      ))}
    </div>
  );
}
