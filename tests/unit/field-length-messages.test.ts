// Over-long input, in every text field of every form and every language: the field's own maxLength message (with
// its limit), never the generic one nor the validator's English, and only it, though other rules break too.
import { languages } from '../../src/shared/languages.ts';
import { readFileSync } from 'node:fs';
import type { RJSFValidationError } from '@rjsf/utils';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormName } from '../../src/config/forms/__generated__/formRegistry.ts';
import { messageTransformer, type FormMessages } from '../../src/forms/formMessages.ts';
import { loadForm } from '../../src/forms/loadForm.ts';
import { forms, textFields } from '../support/textFields.ts';

const translators: Record<string, TFunction> = {};
beforeAll(async () => {
  for (const lng of languages) {
    const i18n = createInstance();
    const translation = JSON.parse(readFileSync(`locales/${lng}/translation.json`, 'utf8'));
    await i18n.init({ lng, resources: { [lng]: { translation } }, interpolation: { escapeValue: false } });
    translators[lng] = i18n.t;
  }
});

/** What the form shows at each field for these values, in a language. */
async function shown(form: FormName, values: object, lang: string): Promise<Map<string, string[]>> {
  const { schema, validator, messages } = await loadForm(form);
  const errors = messageTransformer(messages, translators[lang]!)(validator.validateFormData(values, schema).errors);
  const byField = new Map<string, string[]>();
  for (const { property, message } of errors) byField.set(property!, [...(byField.get(property!) ?? []), message!]);
  return byField;
}

const textFieldsOfForms = Object.entries(forms).flatMap(([form, config]) =>
  textFields(config).map((field) => [form as FormName, field] as const),
);

describe.each(textFieldsOfForms)('the form %s, its field %o', (form, { name, maxLength }) => {
  const messages = forms[form]!.messages as FormMessages;
  const pastes = [
    ['one character too many', 'a'.repeat(maxLength + 1)],
    ['100,000 characters of markup', '<img src=x onerror=alert(1)>'.repeat(3572)],
  ];

  it.each(languages)('in %s says its maxLength message, and only it, for what is too long', async (lang) => {
    const t = translators[lang]!;
    const own = t(messages[name]!.maxLength!, { max: maxLength });
    expect(own).not.toMatch(/{{|must NOT/);
    for (const [, typed] of pastes) {
      const atField = (await shown(form, { [name]: typed }, lang)).get(`.${name}`) ?? [];
      expect(atField).toEqual([own]);
    }
    const fitting = (await shown(form, { [name]: 'a'.repeat(maxLength) }, lang)).get(`.${name}`) ?? [];
    expect(fitting).not.toContain(own);
  });
});

describe('the messages of a field', () => {
  it('are one, though it breaks several rules: its length first', () => {
    const error = (name: string) => ({ property: '.key', name, params: {}, stack: '' }) as RJSFValidationError;
    const t = ((key: string) => key) as TFunction;
    const transform = messageTransformer({ key: { format: 'k.format', pattern: 'k.pattern', maxLength: 'k.long' } }, t);
    expect(transform([error('format'), error('pattern'), error('maxLength')]).map((e) => e.message)).toEqual([
      'k.long',
    ]);
    expect(transform([error('format'), error('pattern')]).map((e) => e.message)).toEqual(['k.format']);
  });
});
