import type { UiSchema } from '@rjsf/utils';
import type { UiOptions } from '../../actions/defineAction.ts';

/** The uiSchema with the options the action derives from the block's data (e.g. the countries offered). */
export function withOptions(uiSchema: UiSchema, options: UiOptions = {}): UiSchema {
  const merged: UiSchema = { ...uiSchema };
  for (const [field, fieldOptions] of Object.entries(options)) {
    const ui = (uiSchema[field] ?? {}) as UiSchema;
    merged[field] = { ...ui, 'ui:options': { ...(ui['ui:options'] ?? {}), ...fieldOptions } };
  }
  return merged;
}
