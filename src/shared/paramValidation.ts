// A route parameter's validation (config/routes.json `validate`), judged alike by the app's route loader and by
// the production server that answers a form sent without JavaScript.
import type { ParamValidation } from '../config/types.ts';
import { FORM_FORMATS } from './registrationRules.ts';

export const passesValidation = (value: string, { format, pattern }: ParamValidation): boolean =>
  (format ? FORM_FORMATS[format] : new RegExp(pattern!)).test(value);
