// A form asked in steps: a step's uiSchema hides the form's other fields (also one without a uiSchema entry) and
// names its own button; a step's submit counts only its own fields' errors.
import type { RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { stepUiSchema } from '../../src/forms/steps/useFormSteps.ts';
import { messageTransformer } from '../../src/forms/formMessages.ts';

const uiSchema = {
  'ui:order': ['email', 'name', 'code'],
  'ui:submitButtonOptions': { submitText: 'k.submit', submittingText: 'k.sending' },
  email: { 'ui:title': 'k.email' },
  name: { 'ui:title': 'k.name', 'ui:widget': 'text' },
};
const fields = ['email', 'name', 'code']; // code has no uiSchema entry

describe('a step of a form', () => {
  it('hides the fields of the other steps and says Continue until the last step', () => {
    const first = stepUiSchema(uiSchema, fields, { fields: ['email'], heading: 'k.h1', continueText: 'k.on' }, false);
    expect(first.email).toEqual(uiSchema.email);
    expect(first.name).toEqual({ 'ui:title': 'k.name', 'ui:widget': 'hidden' });
    expect(first.code).toEqual({ 'ui:widget': 'hidden' });
    expect(first['ui:submitButtonOptions']).toEqual({ submitText: 'k.on' });
    const last = stepUiSchema(uiSchema, fields, { fields: ['name', 'code'], heading: 'k.h2' }, true);
    expect(last.email).toMatchObject({ 'ui:widget': 'hidden' });
    expect(last.name).toEqual(uiSchema.name);
    expect(last['ui:submitButtonOptions']).toEqual(uiSchema['ui:submitButtonOptions']);
  });

  it("drops the errors of the other steps' fields", () => {
    const t = ((key: string) => key) as TFunction;
    const error = (property: string, name: string) =>
      ({ property, name, params: {}, stack: '' }) as RJSFValidationError;
    const messages = { email: { required: 'k.emailRequired' }, name: { required: 'k.nameRequired' } };
    const errors = [error('.email', 'required'), error('.name', 'required')];
    expect(messageTransformer(messages, t, ['email'])(errors).map((e) => e.message)).toEqual(['k.emailRequired']);
    expect(messageTransformer(messages, t)(errors)).toHaveLength(2);
  });
});
