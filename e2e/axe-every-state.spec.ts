// axe (WCAG 2.2 AA, e2e/axe.ts) on every error state and dialog, at 320 px and, the same page resized, at 1280 px:
// every refusal and failure on the way the mock's catalogue holds (the registration's problems, the log-in's
// failures and lock-out, the link generator's, the activation errors, the one-time codes', the lobby's and the
// second step's), each deny reason, why the log-in shows after signing out, the form's own messages, the split
// generator's field errors, the popups and the in-app browser's dialog. The lists come from config and the
// catalogue (e2e/everyState.ts); a server case is forced by the catalogue's cookie, as the QA console does.
import type { Page } from '@playwright/test';
import { appConfig } from '../src/config/appConfig.ts';
import { REQUEST_TIMEOUT_MS } from '../src/relay/fetchGraphQL.ts';
import { SIGNED_OUT_REASONS } from '../src/settings/signedOut.ts';
import { appPath, escapeRegExp, translate, translateWith } from './expected.ts';
import {
  activationErrors,
  answered,
  answersOf,
  codeErrors,
  denyReasons,
  expectAnswerShown,
  expectReasonMessage,
  forceScenario,
  pageOf,
  PHONE,
  refusals,
  refusalsOf,
  registrationAnswers,
  routeScreen,
  requestOf,
  scanAtBothWidths,
  type Scenario,
} from './everyState.ts';
import { expect, test } from './fixtures.ts';
import { logInForm } from './logInForm.ts';
import { everyVariant, signedIn } from './mockBackend.ts';
import { sendCode, confirmCode } from './oneTimeCode.ts';
import { fieldLabel, findingLabel, submitButton } from './registrationForm.ts';
import { uniqueEmail } from './uniqueEmail.ts';

test.use({ viewport: PHONE });

// What a form keeps for the session (a draft) would come back over what the next state types.
test.beforeEach(({ page }) => page.addInitScript(() => sessionStorage.clear()));

/** The operations each test below answers every refusal of (a code's errors: the deny reasons and the code entry). */
const SCANNED = [
  'registrationSubmitForm',
  'finalizeRegistration',
  'registrationCodeDetails',
  'activateAccount',
  'logIn',
  'generateRegistrationLink',
  'applyForMembership',
  'joinWaitingList',
  'saveShoppingPreferences',
  'requestOneTimeCode',
  'verifyOneTimeCode',
];

test('every refusal of the catalogue has its state scanned here', () => {
  expect(refusals.filter((s) => !SCANNED.includes(s.operation)).map((s) => s.id)).toEqual([]);
  const denied = refusals.filter((s) => s.kind === 'codeError').map((s) => codeErrors[s.produces]?.reason);
  expect(denied.filter((reason) => !denyReasons.includes(reason!))).toEqual([]);
});

/**
 * A failure on the way is reached by typing its trigger (the e-mail), so every attempt fails: Chromium sends a
 * request again by itself when the connection drops, which a one-shot cookie would let through.
 */
const typedEmail = (scenario: Scenario, otherwise: string) =>
  scenario.kind === 'transport' && scenario.trigger.field === 'email' ? scenario.trigger.value : otherwise;

/** Sends what is on the page with the scenario forced; a slow answer's 30 s pass at once (the page's clock). */
async function sendForced(page: Page, baseURL: string, scenario: Scenario, send: () => Promise<void>) {
  if (typedEmail(scenario, '') === '') await forceScenario(page.context(), baseURL, scenario);
  const sent = page.waitForRequest(requestOf(scenario.operation));
  const done = answered(page, scenario.operation);
  await send();
  await sent; // its timeout runs from here
  if (scenario.produces === 'Timeout') await page.clock.fastForward(REQUEST_TIMEOUT_MS + 1000);
  await done;
}

/** The browser logs a request the mock dropped, or refused, itself: the only console errors allowed. */
function onlyFailedRequests(errors: string[]) {
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  errors.length = 0;
}

async function fillRegistration(page: Page, email: string) {
  await page.getByLabel(findingLabel('en', 'gender')).check();
  await page.getByLabel(fieldLabel('en', 'firstName'), { exact: true }).fill('Anna');
  await page.getByLabel(fieldLabel('en', 'lastName'), { exact: true }).fill('Berg');
  // A new e-mail each time: the same values would only finalize the registration sent before.
  await page.getByLabel(fieldLabel('en', 'email'), { exact: true }).fill(email);
  await page.getByLabel(fieldLabel('en', 'termsAndConditions')).check();
}

test.describe('the registration form', () => {
  type Answer = (typeof registrationAnswers)[number];
  // Answers shown alike (the same message in the same place: a technical issue at submit or at finalize) are one
  // state of the page; a failure on the way is its own.
  const shownAs = ({ scenario, outcome }: Answer) =>
    outcome ? `${outcome.field ?? 'above the form'}: ${outcome.message}` : scenario.produces;
  const answersOnForm = registrationAnswers.filter(({ outcome }) => !outcome?.route);
  const onForm = answersOnForm.filter((a, i) => answersOnForm.findIndex((b) => shownAs(b) === shownAs(a)) === i);
  const alike = (answer: Answer) =>
    answersOnForm.filter((b) => shownAs(b) === shownAs(answer)).map((b) => b.scenario.produces);
  // A few states per page load, in batches of the same size (one test of twenty took a minute on two cores).
  const batches = Math.ceil(onForm.length / 5);
  for (let first = 0; first < batches; first++) {
    const batch = onForm.filter((_, i) => i % batches === first);
    test(`answered ${batch.map((a) => alike(a).join(' = ')).join(', ')}`, async ({ page, baseURL, consoleErrors }) => {
      await page.clock.install();
      await page.goto(appPath('en', 'MOCK-VALID'));
      if (first === 0) {
        await submitButton(page, 'en').click();
        await expect(page.getByText(translate('en', 'registration.errors.email'))).toBeVisible();
        await scanAtBothWidths(page, 'the form sent empty');
      }
      for (const [index, answer] of batch.entries()) {
        const { scenario, outcome } = answer;
        await fillRegistration(page, typedEmail(scenario, uniqueEmail(`a11y.${first}.${index}`)));
        await sendForced(page, baseURL!, scenario, () => submitButton(page, 'en').click());
        await expectAnswerShown(page, outcome);
        await scanAtBothWidths(page, `${alike(answer).join(' = ')} (${scenario.id})`);
      }
      onlyFailedRequests(consoleErrors); // the dropped connection
    });
  }

  test('answers that lead to another page', async ({ page, baseURL }) => {
    await page.clock.install();
    for (const { scenario, outcome } of registrationAnswers.filter((answer) => answer.outcome?.route)) {
      await page.clock.resume();
      await page.goto(appPath('en', 'MOCK-VALID'));
      await fillRegistration(page, uniqueEmail(`a11y.${scenario.id}`));
      await sendForced(page, baseURL!, scenario, () => submitButton(page, 'en').click());
      await expectAnswerShown(page, outcome);
      // A page that moves on by itself after a few seconds (account already active: the log-in) holds still.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
      const shown = page.url();
      await scanAtBothWidths(page, `${scenario.produces} → ${outcome!.route}`, { clockPaused: true });
      expect(page.url()).toBe(shown);
    }
  });

  test('the popup a flow finishes in', async ({ page, request }) => {
    // A variant whose registration finishes in a popup: its code, from the catalogue.
    const variants = await everyVariant(request);
    await page.goto(appPath('en', variants.find((v) => v.choice.finishedIn === 'popup')!.code));
    await fillRegistration(page, uniqueEmail('a11y.popup'));
    await submitButton(page, 'en').click();
    await expect(page.getByRole('dialog', { name: translate('en', 'screens.form-finished.title') })).toBeVisible();
    await scanAtBothWidths(page, 'the finished popup');
  });
});

// One test per state, each within its own time: a loop of scans in one test outgrows it on a busy machine.
for (const reason of denyReasons) {
  test(`the deny page, reason '${reason}'`, async ({ page }) => {
    await page.goto(pageOf('deny', reason && `?reason=${reason}`));
    await expectReasonMessage(page, 'deny', reason);
    await scanAtBothWidths(page, `the deny page, reason '${reason}'`);
  });
}

test('a typed code refused on its field, and the activation errors', async ({ page }) => {
  const codeAnswers = answersOf('checkRegistrationCode');
  for (const scenario of refusalsOf('registrationCodeDetails').filter((s) => codeAnswers[s.produces]?.field)) {
    await page.goto(appPath('en', ''));
    await page.getByLabel(translate('en', 'registration.codeEntry.label')).fill(scenario.trigger.value);
    await page.getByRole('button', { name: translate('en', 'registration.codeEntry.submit') }).click();
    await expectAnswerShown(page, codeAnswers[scenario.produces]);
    await scanAtBothWidths(page, `the code entry: ${scenario.produces}`);
  }
  for (const scenario of refusalsOf('activateAccount')) {
    const { route, reason } = activationErrors[scenario.produces]!;
    await page.goto(pageOf('activate-account', `?activationId=${scenario.trigger.value}`));
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(pageOf(route!))}\\?`));
    await expectReasonMessage(page, routeScreen(route!), reason);
    await scanAtBothWidths(page, `activation: ${scenario.produces}`);
  }
});

test('the log-in: its failures and lock-out, and why it shows after signing out', async ({ page, baseURL }) => {
  const form = logInForm('en');
  await page.goto(pageOf('entrance'));
  await form.submit(page).click();
  await expect(form.email(page)).toBeFocused();
  await scanAtBothWidths(page, 'the log-in sent empty');
  for (const scenario of refusalsOf('logIn')) {
    await form.email(page).fill('member@mock.test');
    await form.password(page).fill('any-password');
    await sendForced(page, baseURL!, scenario, () => form.submit(page).click());
    await expect(page.getByRole('alert')).toHaveText(translate('en', answersOf('logIn')[scenario.produces]!.message!));
    await scanAtBothWidths(page, `the log-in: ${scenario.produces}`);
  }
  for (const reason of SIGNED_OUT_REASONS) {
    await page.goto(pageOf('entrance', `?signedOut=${reason}`));
    await expect(page.locator('.notice')).toBeVisible();
    await scanAtBothWidths(page, `the log-in after signing out: ${reason}`);
  }
});

test.describe('signed in as an admin', () => {
  test.beforeEach(({ context, request, baseURL }) =>
    signedIn(context, request, baseURL!, 'admin@mock.test', 'admin-password'),
  );

  const linkText = (key: string) => translate('en', `screens.registration-link-generator.${key}`);
  const generate = (page: Page) => page.getByRole('button', { name: linkText('submit') });

  test('the link generator sent empty', async ({ page }) => {
    await page.goto(pageOf('registration-link-generator'));
    await generate(page).click();
    await expect(page.getByText(linkText('codeRequired'))).toBeVisible();
    await scanAtBothWidths(page, 'the link generator sent empty');
  });

  for (const scenario of refusalsOf('generateRegistrationLink')) {
    test(`the link generator refused: ${scenario.id}`, async ({ page, baseURL }) => {
      await page.goto(pageOf('registration-link-generator'));
      await page.getByLabel(linkText('code')).fill('MOCK-VALID');
      await sendForced(page, baseURL!, scenario, () => generate(page).click());
      await expectAnswerShown(page, answersOf('generateRegistrationLink')[scenario.produces]);
      await scanAtBothWidths(page, `the link generator: ${scenario.produces}`);
    });
  }

  test("the split generator's field errors", async ({ page }) => {
    const text = (key: string) => translate('en', `screens.split-generator.${key}`);
    const field = (key: string) => page.getByLabel(new RegExp(`^${escapeRegExp(text(key))}`));
    const arm = (index: number) =>
      page.getByRole('group', { name: translateWith('en', 'screens.split-generator.arm', { index }) });
    const compose = () => page.getByRole('button', { name: text('submit') }).click();
    await page.goto(pageOf('split-generator'));
    // What the form says before sending: every field that can be wrong, wrong at once.
    await arm(1).getByLabel(text('weight')).fill('');
    await field('coverage').fill('0');
    await field('key').fill('not a key!');
    await field('code').fill('MOCK VALID');
    await compose();
    await expect(page.getByText(text('errors.code'))).toBeVisible();
    await scanAtBothWidths(page, 'the split generator: what the form says');
    // What the action says: the same arm twice, weights that do not add up, an unknown country.
    await field('coverage').fill('100');
    await field('key').fill('');
    await field('code').fill('MOCK-VALID');
    await arm(0).getByLabel(text('variant')).selectOption('default');
    await arm(1).getByLabel(text('variant')).selectOption('default');
    await arm(1).getByLabel(text('weight')).fill('40');
    await field('country').fill('US');
    await compose();
    await expect(page.getByText(text('errors.countryUnknown'))).toBeVisible();
    await scanAtBothWidths(page, 'the split generator: what the action says');
  });
});

for (const scenario of refusalsOf('applyForMembership')) {
  test(`the membership application refused: ${scenario.id}`, async ({ page, baseURL, consoleErrors }) => {
    await page.clock.install();
    await page.goto(pageOf('membership-interest-apply'));
    await page
      .getByLabel(translate('en', 'membership.apply.email'))
      .fill(typedEmail(scenario, `a11y.${scenario.id}@mock.test`));
    const submit = page.getByRole('button', { name: translate('en', 'membership.apply.submit') });
    await sendForced(page, baseURL!, scenario, () => submit.click());
    await expectAnswerShown(page, answersOf('applyForMembership')[scenario.produces]);
    await scanAtBothWidths(page, `the membership application: ${scenario.produces}`);
    onlyFailedRequests(consoleErrors); // a dropped connection
  });
}

for (const scenario of refusalsOf('joinWaitingList')) {
  test(`the lobby refused: ${scenario.id}`, async ({ page, baseURL }) => {
    await page.goto(pageOf('lobby', `?token=${scenario.trigger.value}`));
    const join = page.getByRole('button', { name: translate('en', 'screens.lobby.waitingList.join') });
    await sendForced(page, baseURL!, scenario, () => join.click());
    await expectAnswerShown(page, answersOf('joinWaitingList')[scenario.produces]);
    await scanAtBothWidths(page, `the lobby: ${scenario.produces}`);
  });
}

for (const scenario of refusalsOf('saveShoppingPreferences')) {
  test(`the second step refused: ${scenario.id}`, async ({ page, baseURL }) => {
    await page.goto(pageOf('social-registration-second-step', `?token=${scenario.trigger.value}`));
    await page.getByLabel(translate('en', 'screens.social-registration-second-step.departments.women')).check();
    const save = page.getByRole('button', { name: translate('en', 'screens.social-registration-second-step.save') });
    await sendForced(page, baseURL!, scenario, () => save.click());
    await expectAnswerShown(page, answersOf('saveShoppingPreferences')[scenario.produces]);
    await scanAtBothWidths(page, `the second step: ${scenario.produces}`);
  });
}

const panelMessage = (panel: ReturnType<Page['locator']>) => panel.locator('.notice, .field-errors').first();

for (const [index, scenario] of refusalsOf('requestOneTimeCode').entries()) {
  test(`the one-time code refused: ${scenario.id}`, async ({ page, baseURL }) => {
    await page.goto(appPath('en', 'MOCK-SOCIAL-REG'));
    await forceScenario(page.context(), baseURL!, scenario);
    const done = answered(page, scenario.operation);
    const panel = await sendCode(page, 'en', 'email', uniqueEmail(`a11y.request.${index}`));
    await done;
    await expect(panelMessage(panel)).toBeVisible();
    await scanAtBothWidths(page, `the one-time code: ${scenario.produces}`);
  });
}

for (const [index, scenario] of refusalsOf('verifyOneTimeCode').entries()) {
  test(`the code typed in refused: ${scenario.id}`, async ({ page, baseURL }) => {
    await page.goto(appPath('en', 'MOCK-SOCIAL-REG'));
    const sent = answered(page, 'requestOneTimeCode');
    const panel = await sendCode(page, 'en', 'email', uniqueEmail(`a11y.verify.${index}`));
    await sent;
    await sendForced(page, baseURL!, scenario, () => confirmCode(page, 'en', '000000'));
    await expect(panelMessage(panel)).toBeVisible();
    await scanAtBothWidths(page, `the one-time code: ${scenario.produces}`);
  });
}

test('the popups: why members only (and its e-mail error), and open in your browser', async ({ page }) => {
  await page.goto(`${appPath('en', '')}?pdp=${encodeURIComponent('/p/cashmere-coat-4711')}`);
  const popup = page.getByRole('dialog', { name: translate('en', 'screens.landing.membersOnly.title') });
  await expect(popup).toBeVisible();
  await scanAtBothWidths(page, 'the members-only popup');
  await popup.getByRole('button', { name: translate('en', 'membership.apply.submit') }).click();
  await expect(popup.getByText(translate('en', 'registration.errors.email'))).toBeVisible();
  await scanAtBothWidths(page, 'the members-only popup, its e-mail missing');

  // Inside the shop app's webview (its object on window: config/app.json inAppBrowser).
  await page.addInitScript((name) => Object.assign(window, { [name]: {} }), appConfig.inAppBrowser.appObject);
  await page.goto(appPath('en', ''));
  await expect(page.getByRole('dialog', { name: translate('en', 'inAppBrowser.heading') })).toBeVisible();
  await scanAtBothWidths(page, 'the open-in-browser dialog');
});
