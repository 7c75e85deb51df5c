// The registration form of config/forms/registration.json, found by its translated labels.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { appPath, plainText, translate } from './expected.ts';

const form = JSON.parse(readFileSync('config/forms/registration.json', 'utf8'));

/** The visible label of a form field. */
export const fieldLabel = (lang: string, field: string): string => {
  const ui = form.uiSchema[field];
  return plainText(lang, ui['ui:title'] ?? ui['ui:options'].text);
};

/** The label to find a field by (a radio group's first option). */
export function findingLabel(lang: string, field: string): string {
  const ui = form.uiSchema[field];
  return ui['ui:widget'] === 'radio' ? translate(lang, ui['ui:enumNames'][0]) : fieldLabel(lang, field);
}

export const submitButton = (page: Page, lang: string) =>
  page.getByRole('button', { name: translate(lang, form.uiSchema['ui:submitButtonOptions'].submitText) });

/** Opens a registration page and sends the form with this e-mail (and everything else valid). */
export async function submitWithEmail(page: Page, lang: string, email: string, code = 'MOCK-VALID') {
  await page.goto(appPath(lang, code));
  await page.getByLabel(findingLabel(lang, 'gender')).check();
  // Exact: in French 'Nom' is also part of 'Prénom'.
  await page.getByLabel(fieldLabel(lang, 'firstName'), { exact: true }).fill('Anna');
  await page.getByLabel(fieldLabel(lang, 'lastName'), { exact: true }).fill('Berg');
  await page.getByLabel(fieldLabel(lang, 'email'), { exact: true }).fill(email);
  await page.getByLabel(fieldLabel(lang, 'termsAndConditions')).check();
  await submitButton(page, lang).click();
}

/** After an answer that kept the form: the visitor corrects the e-mail and sends it again. */
export async function submitAgainWithEmail(page: Page, lang: string, email: string) {
  await page.getByLabel(fieldLabel(lang, 'email'), { exact: true }).fill(email);
  await submitButton(page, lang).click();
}
