// The mutations sent by a form of config/forms/ (src/forms/FormRunner.tsx), by operation name: each reached
// and filled in as a visitor does, in a language of its own.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { routeById } from '../src/navigation/routeById.ts';
import { appPath, escapeRegExp, translate } from './expected.ts';
import { visitorSends, textPattern, type MutationCase, type Prepared } from './faultCase.ts';
import { expect } from './fixtures.ts';
import { logInForm } from './logInForm.ts';
import { lobbyToken, signedIn } from './mockBackend.ts';
import { fieldLabel, findingLabel, submitButton } from './registrationForm.ts';

const onRoute = (page: Page, lang: string, id: string, query = '') =>
  expect(page).toHaveURL(new RegExp(`${escapeRegExp(appPath(lang, routeById(id).path))}${query}$`));

/** The registration form, filled in with this e-mail. */
async function registration(page: Page, lang: string, email: string): Promise<Prepared> {
  await page.goto(appPath(lang, 'MOCK-VALID'));
  const field = (name: string) => page.getByLabel(fieldLabel(lang, name), { exact: true });
  const kept = [
    { field: field('firstName'), value: 'Anna' },
    { field: field('lastName'), value: 'Berg' },
    { field: field('email'), value: email },
  ];
  const ticked = [
    page.getByLabel(findingLabel(lang, 'gender')),
    page.getByLabel(fieldLabel(lang, 'termsAndConditions')),
  ];
  for (const box of ticked) await box.check();
  for (const { field, value } of kept) await field.fill(value);
  return {
    kept,
    ticked,
    send: visitorSends(submitButton(page, lang), field('email')),
    succeeded: () => onRoute(page, lang, 'form-finished', '\\?registrationId=reg_[\\w-]+'),
  };
}

const shoppingForm = JSON.parse(readFileSync('config/forms/shopping-preferences.json', 'utf8'));

export const formCases: Record<string, MutationCase> = {
  submitRegistrationMutation: { lang: 'de', prepare: ({ page, email }) => registration(page, 'de', email) },
  // The submit goes through, its finalize meets the faults: the same form finalizes it (never a second submit).
  finalizeRegistrationMutation: { lang: 'fr', prepare: ({ page, email }) => registration(page, 'fr', email) },

  logInMutation: {
    lang: 'it',
    async prepare({ page }) {
      await page.goto(appPath('it', 'entrance'));
      const form = logInForm('it');
      const kept = [
        { field: form.email(page), value: 'member@mock.test' },
        { field: form.password(page), value: 'member-password' },
      ];
      for (const { field, value } of kept) await field.fill(value);
      const succeeded = () => expect(page).toHaveURL(/\/shop\/$/);
      return { kept, send: visitorSends(form.submit(page), form.password(page)), succeeded };
    },
  },

  generateRegistrationLinkMutation: {
    lang: 'nl',
    async prepare({ page, context, request, baseURL }) {
      await signedIn(context, request, baseURL, 'admin@mock.test', 'admin-password');
      await page.goto(appPath('nl', 'admin/registrationlinkgenerator'));
      const text = (key: string) => translate('nl', `screens.registration-link-generator.${key}`);
      const code = page.getByLabel(text('code'));
      await code.fill('MOCK-VALID');
      return {
        kept: [{ field: code, value: 'MOCK-VALID' }],
        send: visitorSends(page.getByRole('button', { name: text('submit') }), code),
        succeeded: () => expect(page.getByLabel(text('result.label'))).toHaveValue(/\/acquisition\/MOCK-VALID\?/),
      };
    },
  },

  applyForMembershipMutation: {
    lang: 'pl',
    async prepare({ page, email }) {
      await page.goto(appPath('pl', 'membership-interest/apply'));
      const field = page.getByLabel(translate('pl', 'membership.apply.email'));
      await field.fill(email);
      return {
        kept: [{ field, value: email }],
        send: visitorSends(page.getByRole('button', { name: translate('pl', 'membership.apply.submit') }), field),
        succeeded: () => onRoute(page, 'pl', 'membership-interest-confirmation'),
      };
    },
  },

  joinWaitingListMutation: {
    lang: 'sv',
    async prepare({ page, request, email }) {
      await page.goto(`${appPath('sv', 'lobby')}?token=${await lobbyToken(request, email)}`);
      const join = page.getByRole('button', { name: translate('sv', 'screens.lobby.waitingList.join') });
      // Nothing to type: Enter on the focused button.
      return {
        send: visitorSends(join, join),
        succeeded: () =>
          expect(page.getByRole('status')).toHaveText(textPattern('sv', 'screens.lobby.waitingList.added')),
      };
    },
  },

  saveShoppingPreferencesMutation: {
    lang: 'en',
    async prepare({ page, request, email }) {
      await page.goto(`${appPath('en', 'social-registration-second-step')}?token=${await lobbyToken(request, email)}`);
      const ui = shoppingForm.uiSchema;
      const department = page.getByLabel(translate('en', ui.departments['ui:enumNames'][1]), { exact: true });
      const size = page.getByLabel(translate('en', ui.clothingSize['ui:title']));
      await department.check();
      await size.selectOption('M');
      const save = page.getByRole('button', { name: translate('en', ui['ui:submitButtonOptions'].submitText) });
      return {
        kept: [{ field: size, value: await size.inputValue() }],
        ticked: [department],
        send: visitorSends(save, save),
        succeeded: () => onRoute(page, 'en', 'form-finished', '\\?registrationId=reg_[\\w-]+'),
      };
    },
  },
};
