import type { UiSchema } from '@rjsf/utils';
import type { UiOptions } from '../actions/defineAction.ts';

/** The uiSchema below a path of names ('arms.items.variant': the variant field of each arm), with options merged in. */
function merged(ui: UiSchema, path: readonly string[], options: UiOptions[string]): UiSchema {
  const [name, ...rest] = path;
  if (name === undefined) return { ...ui, 'ui:options': { ...(ui['ui:options'] ?? {}), ...options } };
  return { ...ui, [name]: merged((ui[name] ?? {}) as UiSchema, rest, options) };
}

/**
 * The uiSchema with the options the action derives from the block's data and the values (e.g. the countries
 * offered); a field inside another is named by its path, dotted.
 */
export function withOptions(uiSchema: UiSchema, options: UiOptions = {}): UiSchema {
  return Object.entries(options).reduce((ui, [field, fieldOptions]) => merged(ui, field.split('.'), fieldOptions), {
    ...uiSchema,
  });
}
