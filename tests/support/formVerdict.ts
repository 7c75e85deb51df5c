// What a form of config/forms/ says of values as a visitor typed them: the fields its precompiled validator refuses,
// after its widgets did their part (spaces around trimmed where ui:options.trim says so; an emptied field is unset).
import { getUiOptions, type UiSchema } from '@rjsf/utils';
import { loadForm } from '../../src/forms/loadForm.ts';
import type { FormName } from '../../src/config/forms/__generated__/formRegistry.ts';

/** The form's value of a typed text, as its text widget hands it over. */
export function heldValue(uiSchema: UiSchema, field: string, typed: string): string | undefined {
  const trim = getUiOptions((uiSchema[field] ?? {}) as UiSchema).trim === true;
  const value = trim ? typed.trim() : typed;
  return value === '' ? undefined : value;
}

/** The form's values of what was typed (texts) and chosen (everything else), as the form holds them. */
export async function formValues(name: FormName, typed: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { uiSchema } = await loadForm(name);
  return Object.fromEntries(
    Object.entries(typed).map(([field, value]) => [
      field,
      typeof value === 'string' ? heldValue(uiSchema, field, value) : value,
    ]),
  );
}

/** The fields the form's validator refuses, with the rules (JSON Schema keywords) each breaks. */
export async function refusedFields(name: FormName, values: Record<string, unknown>): Promise<Map<string, string[]>> {
  const { schema, validator } = await loadForm(name);
  const refused = new Map<string, string[]>();
  for (const error of validator.validateFormData(values, schema).errors) {
    const property = error.property || `.${String((error.params as { missingProperty?: string }).missingProperty)}`;
    const field = property.replace(/^\./, '').split('.')[0]!;
    refused.set(field, [...(refused.get(field) ?? []), error.name ?? '']);
  }
  return refused;
}
