// The mutations sent outside config/forms/: the one-time code panel of the social sign-in (its own message for any
// failure) and the account activation, sent when its page opens (a Retry sends it again).
import type { Page } from '@playwright/test';
import { appPath, escapeRegExp, translate, translateWith } from './expected.ts';
import { visitorSends, type MutationCase, type Prepared } from './faultCase.ts';
import { expect } from './fixtures.ts';
import { pendingRegistration } from './mockBackend.ts';
import { codeKey, codeText, codeTextWith, lastCode } from './oneTimeCode.ts';

/** The e-mail panel of the social sign-in on a registration page, with this address typed. */
async function codePanel(page: Page, lang: string, email: string) {
  await page.goto(appPath(lang, 'MOCK-SOCIAL-REG'));
  await page.getByRole('button', { name: codeText(lang, 'continueWith', 'email') }).click();
  const panel = page.getByRole('region', { name: codeText(lang, 'title', 'email') });
  const destination = panel.getByLabel(codeText(lang, 'destinationLabel', 'email'));
  await destination.fill(email);
  return { panel, destination, send: panel.getByRole('button', { name: codeText(lang, 'send') }) };
}

const codeField = (page: Page, lang: string) =>
  page.getByLabel(translateWith(lang, codeKey('codeLabel'), { digits: 6 }));

// Whatever went wrong, the panel says the code could not be sent or checked.
const panelMessage = () => [codeKey('failed')];

export const casesElsewhere: Record<string, MutationCase> = {
  useOneTimeCodeRequestMutation: {
    lang: 'de',
    messages: panelMessage,
    reports: true,
    async prepare({ page, email }) {
      const { panel, destination, send } = await codePanel(page, 'de', email);
      return {
        kept: [{ field: destination, value: email }],
        send: visitorSends(send, destination),
        succeeded: () =>
          expect(panel.getByText(codeTextWith('de', 'sent', { destination: email, minutes: 5 }))).toBeVisible(),
      };
    },
  },

  useOneTimeCodeVerifyMutation: {
    lang: 'sv',
    messages: panelMessage,
    reports: true,
    async prepare({ page, request, email }) {
      const { send } = await codePanel(page, 'sv', email);
      await send.click();
      const field = codeField(page, 'sv');
      const code = await expect(field)
        .toBeFocused()
        .then(() => lastCode(request, email));
      await field.fill(code);
      const signedIn = translateWith('sv', 'screens.social-sign-in.signedIn.email', { who: email });
      return {
        kept: [{ field, value: code }],
        send: visitorSends(page.getByRole('button', { name: codeText('sv', 'confirm') }), field),
        succeeded: () => expect(page.locator('.social-signed-in')).toContainText(signedIn),
      };
    },
  },

  AccountActivationMutation: {
    lang: 'nl',
    async prepare({ page, request, email }): Promise<Prepared> {
      const link = await pendingRegistration(request, email, 'nl');
      const retry = page.getByRole('button', { name: translate('nl', 'errors.retry') });
      return {
        // Opening the link sends it; then Retry (a double click, or Enter where it has the focus), or opening the
        // page again where a message offers no retry.
        async send(round) {
          if (round === 0) await page.goto(link);
          else if ((await retry.count()) === 0) await page.reload();
          else if (round % 2 === 0) await retry.dblclick();
          else await retry.press('Enter');
        },
        succeeded: () =>
          expect(page.getByRole('heading', { level: 1 })).toHaveText(
            translate('nl', 'screens.activate-account.activatedTitle'),
          ),
        // On to the log-in: back comes to the activated page, which does not activate again.
        async leave() {
          await page.getByRole('link', { name: translate('nl', 'screens.activate-account.logIn') }).click();
          await expect(page).toHaveURL(new RegExp(`${escapeRegExp(appPath('nl', 'entrance'))}$`));
        },
      };
    },
  },
};
