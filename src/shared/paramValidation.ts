// A route parameter's validation (config/routes.json `validate`), judged alike by the app's route loader and by
// the production server that answers a form sent without JavaScript.
import { FORM_FORMATS } from './registrationRules.ts';

/** What a route's `validate` says (schema/config/routes.schema.json): a format of the forms, or a pattern. */
export interface ParamValidation {
  format?: keyof typeof FORM_FORMATS | undefined;
  pattern?: string | undefined;
}

export const passesValidation = (value: string, { format, pattern }: ParamValidation): boolean =>
  (format ? FORM_FORMATS[format] : new RegExp(pattern!)).test(value);
