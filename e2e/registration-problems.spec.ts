// Each problem type of the contract, reproduced by typing its catalogue trigger, lands where config/outcomes.json
// says: in English, and a sample (one field, one page, one route outcome) in German.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { appConfig } from '../src/config/appConfig.ts';
import { appPath, escapeRegExp, screenTitle, translate } from './expected.ts';
import { expectReasonMessage, registerOutcome, type Outcome, type Scenario } from './everyState.ts';
import { expect, test } from './fixtures.ts';
import { logInForm } from './logInForm.ts';
import { trackedOutcomes } from './tracking.ts';
import { fieldLabel, findingLabel, submitAgainWithEmail, submitButton, submitWithEmail } from './registrationForm.ts';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const outcomes = json('config/outcomes.json').actions.register.answers as Record<string, Outcome>;
const routes = json('config/routes.json').routes as { id: string; path: string; screen: string }[];
const scenarios = (json('mock-server/scenarios.json').scenarios as Scenario[]).filter(
  (s) => ['registrationSubmitForm', 'finalizeRegistration'].includes(s.operation) && s.produces in outcomes,
);
const outcomeOf = (scenario: Scenario) => registerOutcome(scenario)!;

const problemTypes = buildSchema(readFileSync('schema/acquisition.graphql', 'utf8')).getType(
  'RegistrationProblemReason',
) as GraphQLEnumType;

test('the catalogue reproduces every problem type of the contract', () => {
  expect(new Set(scenarios.map((s) => s.produces))).toEqual(new Set(problemTypes.getValues().map((v) => v.name)));
});

test.use({ viewport: { width: 390, height: 844 } }); // phones first: what the visitor sees there

const germanSample = ['FirstNameInvalid', 'Infrastructure', 'EmailAlreadyUsedPending'];
// One case per answer: a type's further scenarios that show the same (one per reasonDetails.error of
// SocialIdentityInvalid) are replayed by tests/mock-server; a code's errors at submit each say their own.
const onePerType = scenarios.filter((s, i) => scenarios.findIndex((t) => outcomeOf(t) === outcomeOf(s)) === i);
type Case = { lang: string; scenario: (typeof scenarios)[number] };
const cases: Case[] = [
  ...onePerType.map((scenario) => ({ lang: 'en', scenario })),
  ...onePerType.filter((s) => germanSample.includes(s.produces)).map((scenario) => ({ lang: 'de', scenario })),
];
const staysOnForm = ({ scenario }: Case) => !outcomeOf(scenario).route;

/** The message of a problem that keeps the visitor on the form: on its field, or above the form. */
async function expectOnForm(page: Page, { lang, scenario }: Case) {
  const outcome = outcomeOf(scenario);
  const message = translate(lang, outcome.message!);
  if (outcome.field) {
    const group = page.locator('.field', { has: page.getByLabel(findingLabel(lang, outcome.field)) }).last();
    await expect(group.getByText(message)).toBeVisible();
    // Focus moves to the field, which a screen reader announces with the message that describes it.
    const errorId = `registration_${outcome.field}__error`;
    await expect(page.locator(':focus')).toHaveAttribute('aria-describedby', new RegExp(`\\b${errorId}\\b`));
    await expect(page.locator(`#${errorId}`)).toHaveText(message);
    // Brought into view with room above its label, never flush with the top edge.
    expect((await group.boundingBox())!.y, outcome.field).toBeGreaterThanOrEqual(24);
  } else {
    // On a phone the message above the form comes into view, focused, and is read out (alert).
    const notice = page.locator('.notice[role=alert]');
    await expect(notice).toContainText(message);
    await expect(notice).toBeFocused();
    await expect(notice).toBeInViewport();
  }
  // Nothing the visitor typed is lost.
  await expect(page.getByLabel(fieldLabel(lang, 'email'))).toHaveValue(scenario.trigger.value);
  await expect(submitButton(page, lang)).toBeEnabled();
  await expectTracked(page, outcome);
}

/** The event an answer tracks (spec §8: code no balance, code expired…), pushed once for the answer shown. */
async function expectTracked(page: Page, { track }: Outcome) {
  if (track) await expect.poll(() => trackedOutcomes(page)).toContain(track);
}

// The problems that keep the visitor on the form, a few per page: the visitor corrects the e-mail and sends again,
// and the next answer replaces the last (a page per problem cost a minute of CI).
const PER_PAGE = 4;
for (const lang of new Set(cases.map((c) => c.lang))) {
  const onForm = cases.filter((c) => c.lang === lang && staysOnForm(c));
  for (let first = 0; first < onForm.length; first += PER_PAGE) {
    const batch = onForm.slice(first, first + PER_PAGE);
    test(`${batch.map((c) => c.scenario.produces).join(', ')} (${lang}) on the form, one after another`, async ({
      page,
    }) => {
      for (const [index, current] of batch.entries()) {
        await test.step(`${current.scenario.produces} (${current.scenario.trigger.value})`, async () => {
          if (index === 0) await submitWithEmail(page, lang, current.scenario.trigger.value);
          else await submitAgainWithEmail(page, lang, current.scenario.trigger.value);
          await expectOnForm(page, current);
        });
      }
    });
  }
}

for (const { lang, scenario } of cases.filter((c) => !staysOnForm(c))) {
  const outcome = outcomeOf(scenario);
  test(`${scenario.produces}${scenario.detail ? ` ${scenario.detail}` : ''} (${scenario.trigger.value}, ${lang})`, async ({
    page,
  }) => {
    await submitWithEmail(page, lang, scenario.trigger.value);
    const route = routes.find((r) => r.id === outcome.route)!;
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(appPath(lang, route.path))}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitle(route.screen, lang));
    if (outcome.reason) {
      expect(new URL(page.url()).searchParams.get('reason')).toBe(outcome.reason);
      await expectReasonMessage(page, route.screen, outcome.reason);
    }
    await expectTracked(page, outcome);
  });
}

// An account already exists: the page moves on to the log-in, the e-mail typed in the registration goes along
// (never in the address) and the log-in offers to reset the password at the shop.
test('after "account already exists" the log-in has the e-mail and a way to a forgotten password', async ({ page }) => {
  const email = scenarios.find((s) => s.produces === 'EmailAlreadyUsedActive')!.trigger.value;
  const fr = logInForm('fr');
  await submitWithEmail(page, 'fr', email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitle('email-active', 'fr'));
  await expect(page).toHaveURL(/\/acquisition\/fr\/entrance$/, { timeout: 8000 });
  await expect(fr.email(page)).toHaveValue(email);
  await expect(fr.password(page)).toHaveValue('');
  expect(page.url()).not.toContain(encodeURIComponent(email));

  const forgot = page.getByRole('link', { name: translate('fr', 'screens.entrance.logIn.forgotPassword') });
  const passwordResetUrl = appConfig.siteLinks!.passwordReset!;
  await expect(forgot).toHaveAttribute('href', passwordResetUrl);
  await forgot.click();
  await expect(page).toHaveURL((url) => url.pathname === new URL(passwordResetUrl, url).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// (A network failure's retry button already took focus; the browser logs the failed request itself.)
for (const email of ['graphql-error@mock.test']) {
  test(`a request failure (${email}) comes into view on a phone, focused, the form kept`, async ({ page }) => {
    await submitWithEmail(page, 'en', email);
    const notice = page.locator('.notice[role=alert]');
    await expect(notice).toBeInViewport();
    // The retry button where a retry can help, else the message itself.
    await expect(page.locator(':focus')).toBeVisible();
    expect(await notice.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(page.getByLabel(fieldLabel('en', 'email'))).toHaveValue(email);
  });
}
