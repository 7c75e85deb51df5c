// RJSF's ajv validator with the formats our forms name; the rules themselves live in src/shared.
import { customizeValidator } from '@rjsf/validator-ajv8';
import { NAME_PATTERN, REGISTRATION_CODE_PATTERN } from '../shared/registration-rules.ts';

export const formValidator = customizeValidator({
  customFormats: { 'person-name': NAME_PATTERN, 'registration-code': REGISTRATION_CODE_PATTERN },
});
