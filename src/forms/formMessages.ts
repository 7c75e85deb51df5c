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

/** A value too long is the first thing to fix: its other rules may hold once it is shortened. */
const lengthFirst = (errors: RJSFValidationError[]) =>
  [...errors].sort((a, b) => Number(b.name === 'maxLength') - Number(a.name === 'maxLength'));

/**
 * only: the fields validated (a step of a form asked in steps); the others' errors do not count. A field shows one
 * message, though it breaks several rules (a pasted 100,000 characters break a code's format and its maxLength):
 * one thing to fix at a time, its length first.
 */
export function messageTransformer(messages: FormMessages, t: TFunction, only?: readonly string[]) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] => {
    const shown = new Set<string>();
    return lengthFirst(errors).flatMap((error) => {
      const field = fieldOf(error);
      if ((only && !only.includes(field)) || shown.has(field)) return [];
      shown.add(field);
      const key = messages[field]?.[error.name ?? ''];
      const max = (error.params as { limit?: number }).limit;
      const message = key ? t(key, { max }) : t('registration.errorSummary');
      return [{ ...error, property: `.${field}`, message }];
    });
  };
}
