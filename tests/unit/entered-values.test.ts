// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { readEnteredValues } from '../../src/forms/values/enteredValues.ts';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    gender: { type: 'string', enum: ['female', 'male'] },
    country: { type: 'string', enum: ['AT', 'DE', 'PL'] },
    terms: { type: 'boolean' },
  },
};

/** A form as the page's HTML gives it (values in attributes), before the visitor touches it. */
function prerenderedForm(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <input type="email" id="f_email" name="f_email" value="">
    <input type="radio" name="f_gender" value="0"><input type="radio" name="f_gender" value="1">
    <select id="f_country" name="f_country"><option value="0">AT</option><option value="1" selected>DE</option><option value="2">PL</option></select>
    <input type="checkbox" id="f_terms" name="f_terms">
  </form>`;
  return document.querySelector('form')!;
}

describe('what the visitor entered before the form was live', () => {
  it('is nothing while every control is as the HTML gave it (a preselected option is not an entry)', () => {
    expect(readEnteredValues(prerenderedForm(), 'f', schema, {})).toEqual({});
  });

  it('is every changed control, in its field’s type, trimmed where the field says so', () => {
    const form = prerenderedForm();
    (form.elements.namedItem('f_email') as HTMLInputElement).value = '  anna@example.com ';
    (form.querySelectorAll('input[type=radio]')[1] as HTMLInputElement).checked = true;
    (form.elements.namedItem('f_country') as HTMLSelectElement).value = '2';
    (form.elements.namedItem('f_terms') as HTMLInputElement).checked = true;
    expect(readEnteredValues(form, 'f', schema, { email: { 'ui:options': { trim: true } } })).toEqual({
      email: 'anna@example.com',
      gender: 'male',
      country: 'PL',
      terms: true,
    });
  });

  it('counts an emptied field as empty, so a saved draft does not bring the text back', () => {
    const form = prerenderedForm();
    const email = form.elements.namedItem('f_email') as HTMLInputElement;
    email.defaultValue = 'draft@example.com';
    email.value = '';
    expect(readEnteredValues(form, 'f', schema, {})).toEqual({ email: undefined });
  });

  it('is the ticked values of a list of checkboxes', () => {
    const list: RJSFSchema = {
      type: 'object',
      properties: { departments: { type: 'array', items: { type: 'string', enum: ['women', 'men', 'kids'] } } },
    };
    document.body.innerHTML = `<form>${[0, 1, 2].map((i) => `<input type="checkbox" name="f_departments" value="${i}">`).join('')}</form>`;
    const form = document.querySelector('form')!;
    expect(readEnteredValues(form, 'f', list, {})).toEqual({});
    for (const i of [0, 2]) (form.querySelectorAll('input')[i] as HTMLInputElement).checked = true;
    expect(readEnteredValues(form, 'f', list, {})).toEqual({ departments: ['women', 'kids'] });
  });
});
