// Turns ajv's English errors into the form config's i18n keys, so the library's texts never reach a visitor.
import type { RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';

export type FormMessages = Record<string, Record<string, string>>;

/** '.firstName' or "must have required property 'firstName'" → 'firstName'. */
function fieldOf(error: RJSFValidationError): string {
  if (error.name === 'required') return String((error.params as { missingProperty?: string }).missingProperty ?? '');
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

export function messageTransformer(messages: FormMessages, t: TFunction) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const field = fieldOf(error);
      const key = messages[field]?.[error.name ?? ''];
      const max = (error.params as { limit?: number }).limit;
      return { ...error, property: `.${field}`, message: key ? t(key, { max }) : t('registration.errorSummary') };
    });
}
