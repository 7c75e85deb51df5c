// The form config names i18n keys in its uiSchema; RJSF is handed the translated texts.
import type { UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';

const TEXT_KEYS = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help', 'submitText', 'submittingText']);

export function translateUiSchema(uiSchema: UiSchema, t: TFunction): UiSchema {
  const walk = (node: unknown, key = ''): unknown => {
    if (typeof node === 'string') return TEXT_KEYS.has(key) ? t(node) : node;
    if (Array.isArray(node)) return key === 'ui:enumNames' ? node.map((k) => t(String(k))) : node;
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]));
    }
    return node;
  };
  return walk(uiSchema) as UiSchema;
}
