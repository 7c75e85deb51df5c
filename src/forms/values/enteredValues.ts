// A prerendered form takes input before its code has arrived. When its code takes over, what the visitor had
// already entered is read back from the form's controls, so the form's state starts from it.
import {
  enumOptionValueDecoder,
  getOptionValueFormat,
  getUiOptions,
  optionsList,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import { WIDGET_OPTION_VALUE_FORMATS } from '../widgets/optionValueFormats.ts';

/** Whether the visitor changed this control from what the page's HTML gave it. */
function changed(control: Element | RadioNodeList): boolean {
  if (control instanceof RadioNodeList) {
    return [...control].some((radio) => radio instanceof HTMLInputElement && radio.checked !== radio.defaultChecked);
  }
  if (control instanceof HTMLSelectElement) return [...control.options].some((o) => o.selected !== o.defaultSelected);
  if (control instanceof HTMLInputElement && control.type === 'checkbox')
    return control.checked !== control.defaultChecked;
  return control instanceof HTMLInputElement && control.value !== control.defaultValue;
}

/** The values the visitor entered into the top-level fields of the form with this id prefix, by field name. */
export function readEnteredValues<T>(
  form: HTMLFormElement,
  idPrefix: string,
  schema: RJSFSchema,
  uiSchema: UiSchema,
): Partial<T> {
  const entered: Record<string, unknown> = {};
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    const control = form.elements.namedItem(`${idPrefix}_${field}`);
    if (!control || typeof property !== 'object' || !changed(control)) continue;
    const ui = (uiSchema[field] ?? {}) as UiSchema;
    // A list of checkboxes (departments): the values of the ticked ones.
    if (property.type === 'array') {
      const boxes = control instanceof RadioNodeList ? [...control] : [control];
      const ticked = boxes.filter((box): box is HTMLInputElement => box instanceof HTMLInputElement && box.checked);
      const options = optionsList((property.items ?? {}) as RJSFSchema, ui);
      const format = getOptionValueFormat(getUiOptions(ui));
      entered[field] = ticked.map((box) => enumOptionValueDecoder(box.value, options, format));
      continue;
    }
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      entered[field] = control.checked;
      continue;
    }
    // An input's, a select's or a radio group's (RadioNodeList) value, as the widget wrote it.
    const raw = (control as { value?: string }).value ?? '';
    if (raw === '')
      entered[field] = undefined; // emptied: over a draft's value too
    else if (Array.isArray(property.enum)) {
      const format = WIDGET_OPTION_VALUE_FORMATS[String(ui['ui:widget'])] ?? getOptionValueFormat(getUiOptions(ui));
      entered[field] = enumOptionValueDecoder(raw, optionsList(property, ui), format);
    } else {
      entered[field] = getUiOptions(ui).trim === true ? raw.trim() : raw;
    }
  }
  // Read field by field of the schema T is generated from, each as its widget writes it.
  return entered as Partial<T>;
}
