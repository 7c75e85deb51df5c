// Every text field of every form (config/forms/, found on its page through config/screens and config/routes.json),
// in a real browser, takes hostile strings: markup and script payloads, 100,000 characters, control and
// bidirectional characters, emoji, spaces around, a line break. No script runs, nothing renders as HTML, the field
// keeps what a one-line field can hold and says what the form's config says, translated; then the visitor corrects
// the form (an upper-case e-mail with spaces around, a name ending in a no-break space) and sends it.
import type { Page } from '@playwright/test';
import { variantsConfig as variants } from '../src/config/variantsConfig.ts';
import { appConfig } from '../src/config/appConfig.ts';
import type { FormName } from '../src/config/forms/__generated__/formRegistry.ts';
import { forms, type TextField } from '../tests/support/textFields.ts';
import { appPath, escapeRegExp, translateWith } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { expectedMessages, fieldControl, hostileForms, INJECTED, kept, PAYLOADS } from './hostileInput.ts';
import { signedIn, trigger } from './mockBackend.ts';
import { findingLabel, fieldLabel } from './registrationForm.ts';
import { uniqueId } from './uniqueEmail.ts';

const seedCode = trigger('code-valid');
const newEmail = () => `  Hostile.${uniqueId()}@Example.COM  `;
const [first, second] = Object.keys(variants.copyVariants);
const armGroup = (page: Page, lang: string, index: number) =>
  page.getByRole('group', { name: translateWith(lang, 'screens.split-generator.arm', { index }) });

interface Corrected {
  typed: Record<string, string>;
  choose?: (page: Page, lang: string) => Promise<void>;
  /** What the page shows then, beyond another address. */
  shows?: (page: Page, lang: string) => Promise<void>;
}

/** What a visitor types and chooses to send each form successfully, and what the page then shows. */
const CORRECTED: Record<string, Corrected> = {
  registration: {
    typed: { firstName: 'Zoë\u00A0', lastName: ' Łukasiewicz-O’Neill', email: newEmail() },
    choose: async (page, lang) => {
      await page.getByLabel(findingLabel(lang, 'gender')).check();
      await page.getByLabel(fieldLabel(lang, 'termsAndConditions')).check();
    },
  },
  'registration-code': { typed: { registrationCode: ` ${seedCode} ` } },
  'log-in': { typed: { email: ' ADMIN@MOCK.TEST ', password: 'admin-password' } },
  'membership-application': { typed: { email: newEmail() } },
  'link-generator': { typed: { registrationCode: ` ${seedCode} ` } },
  'split-generator': {
    typed: {
      country: ' pl ',
      experimentKey: 'hostile-input',
      experimentName: PAYLOADS[0]!,
      registrationCode: seedCode,
    },
    choose: async (page, lang) => {
      for (const [index, name] of [first!, second!].entries()) {
        await armGroup(page, lang, index).getByRole('combobox').selectOption(name);
      }
    },
    // The experiment's name, markup, is in the composed rule as the text it is.
    shows: async (page, lang) => {
      const feature = variants.experimentFeatures!.copyVariant!;
      const rule = page.getByLabel(translateWith(lang, 'screens.split-generator.result.label', { feature }));
      await expect(rule).toHaveValue(new RegExp(escapeRegExp(JSON.stringify(PAYLOADS[0]))));
    },
  },
};

/** The field's own message for what is too long, from its form's config, with its limit. */
const tooLong = (form: string, lang: string, { name, maxLength }: TextField) =>
  translateWith(lang, (forms[form]!.messages as Record<string, Record<string, string>>)[name]!.maxLength!, {
    max: maxLength,
  });

/** No payload's script ran (it sets window.__pwned), and none became an element of the page. */
const nothingInjected = async (page: Page) =>
  expect(
    await page.evaluate(
      (id) => ({
        ran: (window as { __pwned?: unknown }).__pwned !== undefined,
        injected: document.querySelectorAll(`#${id}, img[src="x"]`).length,
      }),
      INJECTED,
    ),
  ).toEqual({ ran: false, injected: 0 });

const otherLanguages = appConfig.languages.filter((lang) => lang !== appConfig.defaultLanguage);

test('every form with text fields has a corrected way through (a new form needs one here)', () => {
  expect(Object.keys(CORRECTED).sort()).toEqual(hostileForms.map((f) => f.form).sort());
});

for (const [index, { form, fields, path, signedIn: needsAdmin }] of hostileForms.entries()) {
  const lang = otherLanguages[index % otherLanguages.length]!;

  test(`${form} (${lang}): ${fields.length} text fields × ${PAYLOADS.length} hostile strings`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    if (needsAdmin) await signedIn(context, request, baseURL!, 'admin@mock.test', 'admin-password');
    await page.goto(appPath(lang, path));
    const submit = page.locator(`form#${form} [type=submit]`);
    for (const field of fields) {
      const control = fieldControl(page, lang, form as FormName, field.name);
      const id = await control.getAttribute('id');
      const type = (await control.getAttribute('type')) ?? 'text';
      for (const typed of PAYLOADS) {
        await control.fill(typed);
        const held = kept(form, field.name, typed, type);
        expect(await control.inputValue(), `${field.name} keeps ${JSON.stringify(typed.slice(0, 40))}`).toBe(held);
        const { texts, wouldSend } = await expectedMessages(form, lang, field, held);
        if (held.length > field.maxLength) expect(texts).toContain(tooLong(form, lang, field));
        if (wouldSend) continue; // the form takes it as it stands: the corrected send below sends such a value
        await submit.click();
        await expect(page.locator(`[id="${id}__error"] li`)).toHaveText(texts);
        await nothingInjected(page);
      }
      await control.fill('');
    }

    const corrected = CORRECTED[form]!;
    for (const [name, value] of Object.entries(corrected.typed)) {
      await fieldControl(page, lang, form as FormName, name).fill(value);
    }
    await corrected.choose?.(page, lang);
    const before = page.url();
    await submit.click();
    await expect(page).not.toHaveURL(before);
    await corrected.shows?.(page, lang);
    await nothingInjected(page);
  });
}
