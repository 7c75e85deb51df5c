import {
  ariaDescribedByIds,
  enumOptionsIsSelected,
  enumOptionValueEncoder,
  getOptionValueFormat,
  optionId,
  type WidgetProps,
} from '@rjsf/utils';
import { Choice } from './Choice.tsx';

/** A choice of one option (salutation): large radios, side by side where ui:options.inline says so. */
export function RadioWidget({
  id,
  htmlName,
  options,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  ...props
}: WidgetProps) {
  const { enumOptions = [], enumDisabled, inline } = options;
  const format = getOptionValueFormat(options);
  return (
    <div className={inline ? 'choices choices-inline' : 'choices'} id={id}>
      {enumOptions.map((option, index) => (
        <Choice
          key={String(option.value)}
          type="radio"
          id={optionId(id, index)}
          // The group's id as the name: RJSF focuses the first error by the form's element of that name.
          name={htmlName || id}
          value={enumOptionValueEncoder(option.value, index, format)}
          checked={enumOptionsIsSelected(option.value, value)}
          required={required}
          disabled={disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value))}
          autoFocus={autofocus && index === 0}
          onChange={() => props.onChange(option.value)}
          onBlur={() => props.onBlur(id, option.value)}
          onFocus={() => props.onFocus(id, option.value)}
          aria-describedby={ariaDescribedByIds(id)}
        >
          {option.label}
        </Choice>
      ))}
    </div>
  );
}
