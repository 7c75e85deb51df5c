// Following a QA console row as QA does: open its reproduce link, do what its description asks on that page (send
// the form with the case's values, sign in at the provider, wait out a timeout on the page's clock), then find what
// the row says the page shows. The values come from the catalogue's case (its trigger and ready request).
import type { Page } from '@playwright/test';
import type { QaRow } from '../src/devSurface/entries/dimensions.ts';
import scenarioFile from '../mock-server/scenarios.json' with { type: 'json' };
import type { MockScenarioCatalogue } from '../mock-server/__generated__/scenarioCatalogue.ts';
import { answersOf } from './everyState.ts';
import { escapeRegExp, translate } from './expected.ts';
import { expect } from './fixtures.ts';
import { confirmCode, sendCode } from './oneTimeCode.ts';
import { fieldLabel, findingLabel, submitButton } from './registrationForm.ts';
import { social } from './socialSignIn.ts';
import { uniqueEmail } from './uniqueEmail.ts';

/** The A/B SDK's init timeout (src/experiments/startExperiments.ts) and a request's (src/relay/fetchGraphQL.ts). */
const INIT_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;

const catalogue = scenarioFile as unknown as MockScenarioCatalogue;
const LANG = 'en';
const text = (key: string) => translate(LANG, key);

/** The longest stretch of a text without {{placeholders}} or <tags>: what shows whatever they are filled with. */
export const literalPart = (key: string) =>
  text(key)
    .split(/{{[^}]*}}|<\/?\w+>/)
    .sort((a, b) => b.length - a.length)[0]!
    .trim();

async function expectShown(page: Page, { shows, id }: QaRow) {
  if (shows.selector) await expect(page.locator(shows.selector).first(), id).toBeAttached();
  if (shows.textKey) await expect(page.getByText(literalPart(shows.textKey)).first(), id).toBeVisible();
  if (shows.titleKey) await expect(page, id).toHaveTitle(new RegExp(escapeRegExp(literalPart(shows.titleKey))));
}

async function sendRegistration(page: Page, email?: string) {
  await page.getByLabel(findingLabel(LANG, 'gender')).check();
  const fill = async (field: string, value: string) => {
    const input = page.getByLabel(fieldLabel(LANG, field), { exact: true });
    if (await input.isEditable()) await input.fill(value);
  };
  await fill('firstName', 'Anna');
  await fill('lastName', 'Berg');
  if (email) await fill('email', email);
  await page.getByLabel(fieldLabel(LANG, 'termsAndConditions')).check();
  await submitButton(page, LANG).click();
}

const sent = (page: Page) => page.waitForRequest((r) => r.url().includes('/graphql') && r.method() === 'POST');

type Scenario = MockScenarioCatalogue['scenarios'][number];
const input = (s: Scenario) => (s.request.variables.input ?? s.request.variables) as Record<string, string>;

/** What the visitor does on the page of a server case, by the operation it is about. */
const ACTS: Record<Scenario['operation'], (page: Page, s: Scenario) => Promise<unknown>> = {
  registrationCodeDetails: async () => {},
  activateAccount: async () => {},
  registrationSubmitForm: (page, s) => sendRegistration(page, registrationEmail(s)),
  finalizeRegistration: (page, s) => sendRegistration(page, registrationEmail(s)),
  applyForMembership: async (page, s) => {
    await page.getByLabel(text('membership.apply.email')).fill(input(s).email!);
    await page.getByRole('button', { name: text('membership.apply.submit') }).click();
  },
  logIn: async (page, s) => {
    await page.getByLabel(text('screens.entrance.logIn.email')).fill(input(s).email!);
    await page.getByLabel(text('screens.entrance.logIn.password')).fill(input(s).password!);
    await page.getByRole('button', { name: text('screens.entrance.logIn.submit') }).click();
  },
  joinWaitingList: (page) => page.getByRole('button', { name: text('screens.lobby.waitingList.join') }).click(),
  saveShoppingPreferences: async (page) => {
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: text('screens.social-registration-second-step.save') }).click();
  },
  generateRegistrationLink: async (page, s) => {
    // A member is refused before any form: nothing to type then.
    const field = page.getByLabel(text('screens.registration-link-generator.code'));
    const refused = page.getByText(literalPart('account.adminRequired'));
    await expect(field.or(refused).first()).toBeVisible();
    if (await refused.isVisible()) return;
    await field.fill(input(s).registrationCode!);
    await page.getByRole('button', { name: text('screens.registration-link-generator.submit') }).click();
  },
  requestOneTimeCode: (page, s) => sendCode(page, LANG, methodOf(s.trigger.value), s.trigger.value),
  verifyOneTimeCode: async (page, s) => {
    await sendCode(page, LANG, methodOf(s.trigger.value), s.trigger.value);
    await confirmCode(page, LANG, input(s).code!);
  },
};

const methodOf = (destination: string) => (destination.startsWith('+') ? 'phone' : 'email');
/** A seeded or catalogue e-mail is typed as it is; a rule's (any unused e-mail) is a fresh one. */
const registrationEmail = ({ trigger }: Scenario) =>
  trigger.field === 'email' && trigger.via !== 'rule' ? trigger.value : uniqueEmail('qa.row');

async function signIn(page: Page, id: string) {
  const s = catalogue.socialScenarios.find((c) => c.id === id)!;
  const provider = text(`screens.social-sign-in.names.${s.provider}`);
  await page.getByRole('button', { name: social(LANG, 'continueWith', { provider }) }).click();
  if (s.outageCookie) return; // the provider does not answer: the page says so itself
  await page.waitForURL(/\/mock\/oidc\//);
  const choice =
    s.identity === 'cancel'
      ? page.getByRole('button', { name: 'Cancel' })
      : page.locator(`button[name="sub"][value="${s.identity}"]`);
  await choice.click();
  await page.waitForURL((url) => !url.pathname.includes('/mock/oidc/') && !url.pathname.includes('/social/callback'));
  // A registration the backend refuses shows once the form is sent, as with typed values.
  if (answersOf('register')[s.produces]) await sendRegistration(page);
}

/** Opens the row's link, does what it asks, and finds what it says the page shows. */
export async function followRow(page: Page, row: QaRow) {
  const timeout = row.produces === 'Timeout';
  if (timeout) await page.clock.install(); // the page's clock: a timeout passes when the test says
  // An A/B case's SDK asks the service for its client key's features: its timeout runs from there.
  const abKey = catalogue.abScenarios.find((s) => s.id === row.id)?.trigger.value;
  const asked = abKey ? page.waitForRequest((r) => r.url().includes(abKey)) : undefined;
  await page.goto(row.url);
  await page.waitForFunction(() => document.documentElement.dataset.ready !== undefined);
  if (row.kind === 'social') await signIn(page, row.id);
  else if (asked) {
    await asked;
    if (timeout) await page.clock.fastForward(INIT_TIMEOUT_MS);
  } else {
    const scenario = catalogue.scenarios.find((s) => s.id === row.id)!;
    const request = timeout ? sent(page) : undefined;
    await ACTS[scenario.operation](page, scenario);
    if (request) {
      await request; // the request's timer runs from here
      await page.clock.fastForward(REQUEST_TIMEOUT_MS + 1_000);
    }
  }
  await expectShown(page, row);
}
