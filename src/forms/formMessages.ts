// Turns ajv's English errors into the form config's i18n keys, so the library's texts never reach a visitor.
import type { RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';

export type FormMessages = Record<string, Record<string, string>>;

/**
 * The form's field an error is about: '.firstName' → 'firstName'; inside a list, the list ('.arms.0.weight' → 'arms',
 * whose messages config names). RJSF's property of a missing field ends with its name.
 */
function fieldOf(error: RJSFValidationError): string {
  const property = error.property || String((error.params as { missingProperty?: string }).missingProperty ?? '');
  return property.replace(/^\./, '').split('.')[0] ?? '';
}

/**
 * only: the fields validated (a step of a form asked in steps); the others' errors do not count. A field shows a
 * message once, though two rules give it (a pasted 100,000 characters break a key's pattern and its maxLength).
 */
export function messageTransformer(messages: FormMessages, t: TFunction, only?: readonly string[]) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] => {
    const shown = new Set<string>();
    return errors.flatMap((error) => {
      const field = fieldOf(error);
      if (only && !only.includes(field)) return [];
      const key = messages[field]?.[error.name ?? ''];
      const max = (error.params as { limit?: number }).limit;
      const message = key ? t(key, { max }) : t('registration.errorSummary');
      if (shown.has(`${field}\n${message}`)) return [];
      shown.add(`${field}\n${message}`);
      return [{ ...error, property: `.${field}`, message }];
    });
  };
}
