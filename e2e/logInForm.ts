// The entrance's log-in form, found by its translated labels.
import type { Page } from '@playwright/test';
import { translate } from './expected.ts';

/** The log-in form's fields and button in a language. */
export const logInForm = (lang: string) => ({
  email: (page: Page) => page.getByLabel(translate(lang, 'screens.entrance.logIn.email')),
  password: (page: Page) => page.getByLabel(translate(lang, 'screens.entrance.logIn.password')),
  submit: (page: Page) => page.getByRole('button', { name: translate(lang, 'screens.entrance.logIn.submit') }),
});

/** Logs in with the form on the page (in English unless a form of another language is given). */
export async function logIn(page: Page, email: string, password: string, form = logInForm('en')) {
  await form.email(page).fill(email);
  await form.password(page).fill(password);
  await form.submit(page).click();
}
