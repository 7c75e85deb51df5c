// The validators precompiled from config/forms (scripts/codegen/formValidators.ts) judge as the shared rules do.
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import codeFormModule from '../../src/config/forms/__generated__/registration-code.form.ts';
import { registrationFormConfig as registrationForm } from '../../src/config/registrationFormConfig.ts';
import { formValidatorModule } from '../../scripts/codegen/formValidators.ts';
import codeFns from '../../src/config/forms/__generated__/registration-code.validator.ts';
import registrationFns from '../../src/config/forms/__generated__/registration.validator.ts';
import {
  EMAIL_MAX_LENGTH,
  judgeName,
  NAME_MAX_LENGTH,
  REGISTRATION_COUNTRIES,
} from '../../src/shared/registrationRules.ts';

const codeForm = codeFormModule.config;

const registration = createPrecompiledValidator(registrationFns, registrationForm.schema as RJSFSchema);
const code = createPrecompiledValidator(codeFns, codeForm.schema as RJSFSchema);

const valid = {
  gender: 'FEMALE',
  firstName: 'Zoë-Ann',
  lastName: 'O’Neil Łukasiewicz',
  email: 'zoe@example.com',
  country: 'DE',
  newsletter: false,
  termsAndConditions: true,
};
/** Each failed rule as `field keyword`, the pair config/forms/*.json maps to a message. */
const failures = (validator: typeof registration, data: object, schema: RJSFSchema) =>
  validator
    .validateFormData(data, schema)
    .errors.map((e) => `${e.property!.replace(/^\./, '')} ${e.name}`)
    .sort();

describe('precompiled form validators', () => {
  const schema = registrationForm.schema as RJSFSchema;

  it('accept a valid registration with names of European alphabets', () => {
    expect(failures(registration, valid, schema)).toEqual([]);
  });

  it('reject an empty registration with the required rules of spec §5', () => {
    expect(failures(registration, { country: 'DE' }, schema)).toEqual([
      'email required',
      'firstName required',
      'gender required',
      'lastName required',
      'termsAndConditions required',
    ]);
  });

  it('reject disallowed characters, long names, bad e-mails, unknown countries and unticked terms', () => {
    const data = {
      ...valid,
      firstName: 'R2D2',
      lastName: 'x'.repeat(51),
      email: 'anna@',
      country: 'US',
      termsAndConditions: false,
    };
    expect(failures(registration, data, schema)).toEqual([
      'country enum',
      'email format',
      'firstName format',
      'lastName maxLength',
      'termsAndConditions const',
    ]);
  });

  it.each(['Zoë', ' Anna ', 'Jean-Luc', 'O’Brien', 'Ægir', 'R2D2', 'Anna!', '-Anna', 'Ann@'])(
    'judge the name %j as the shared rule (and so the server) does',
    (name) => {
      const formSays = !failures(registration, { ...valid, firstName: name }, schema).includes('firstName format');
      expect(formSays).toBe(judgeName(name) === 'valid');
    },
  );

  it('take the lengths of the shared rules', () => {
    const { firstName, lastName, email } = registrationForm.schema.properties;
    expect([firstName.maxLength, lastName.maxLength, email.maxLength]).toEqual([
      NAME_MAX_LENGTH,
      NAME_MAX_LENGTH,
      EMAIL_MAX_LENGTH,
    ]);
  });

  it('know exactly the 27 registration countries of the shared rules', () => {
    expect(registrationForm.schema.properties.country.enum).toEqual([...REGISTRATION_COUNTRIES]);
  });

  it('check the access code format', () => {
    const codeSchema = codeForm.schema as RJSFSchema;
    expect(failures(code, { registrationCode: 'MOCK-VALID' }, codeSchema)).toEqual([]);
    expect(failures(code, { registrationCode: 'no spaces' }, codeSchema)).toEqual(['registrationCode format']);
  });

  it('refuse a form whose validator would need an ajv runtime helper in the browser', () => {
    const schema = { type: 'object', properties: { tags: { type: 'array', uniqueItems: true } } } as RJSFSchema;
    expect(() => formValidatorModule(schema, 'config/forms/tags.json')).toThrow(/config\/forms\/tags.json/);
  });
});
