// Social sign-up on a phone, through the mock backend's OpenID providers (real authorization code + PKCE round
// trips): back on the same registration page in the same language with the identity's names and e-mail, and each
// failure back there as a message. Each test walks a whole path; several cases share one to keep the suite short.
import type { Page } from '@playwright/test';
import { appPath, screenConfig, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { followLinkFrom } from './linkFromAnotherSite.ts';
import { signInWith as signInAt, social, type Provider } from './socialSignIn.ts';
import { uniqueEmail } from './uniqueEmail.ts';

const CODE = 'MOCK-SOCIAL-REG';
const field = (lang: string, name: string) => translate(lang, `registration.fields.${name}`);
const signInWith = (page: Page, lang: string, provider: Provider, choice: RegExp) =>
  signInAt(page, lang, CODE, provider, choice);

test('Google, in English: back on the page with the names and e-mail, what was chosen before kept, registered', async ({
  page,
}) => {
  await page.goto(appPath('en', CODE));
  await page.getByLabel(field('en', 'genderFemale')).check();
  await page.getByLabel(field('en', 'country')).selectOption({ label: 'Austria' });
  await signInWith(page, 'en', 'Google', /^Zoë Dubois-Müller/);

  await expect(page.getByText(social('en', 'signedIn.google', { who: 'zoe.dubois@mock.test' }))).toBeVisible();
  await expect(page.getByLabel(field('en', 'firstName'))).toHaveValue('Zoë');
  await expect(page.getByLabel(field('en', 'lastName'))).toHaveValue('Dubois-Müller');
  await expect(page.getByLabel(field('en', 'email'))).toBeHidden(); // the verified e-mail is not asked
  await expect(page.getByLabel(field('en', 'genderFemale'))).toBeChecked();
  await expect(page.getByLabel(field('en', 'country')).locator('option:checked')).toHaveText('Austria');
  // The provider's answer left no trace in the history: this is the page the visitor left, not one the callback made.
  expect(await page.evaluate(() => document.referrer)).not.toContain('/social/callback');

  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: translate('en', 'registration.submit') }).click();
  // The socialRegistration flow goes on to its second step (the shopping preferences), its token taken off the URL.
  await expect(page).toHaveURL(/\/acquisition\/social-registration-second-step$/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('acq_social')))).toEqual([]);
});

test('Facebook and Google, in German: without an e-mail the form asks for it, an unverified one will be confirmed', async ({
  page,
}) => {
  await page.goto(`${appPath('de', CODE)}`);
  await signInWith(page, 'de', 'Facebook', /^Seán O’Brien/);
  await expect(page.getByText(social('de', 'emailMissing'))).toBeVisible();
  await expect(page.getByLabel(field('de', 'firstName'))).toHaveValue('Seán');
  await expect(page.getByLabel(field('de', 'email'))).toHaveValue('');

  await page.getByLabel(field('de', 'lastName')).fill('Selbst getippt');
  await page.getByRole('button', { name: social('de', 'useAnother') }).click();
  await signInWith(page, 'de', 'Google', /^Åsa Lindqvist/);
  await expect(page.getByText(social('de', 'emailUnverified'))).toBeVisible();
  await expect(page.getByLabel(field('de', 'email'))).toHaveValue('asa.unverified@mock.test');
  // What the form held stays (the visitor may have corrected it): another identity fills only what is empty.
  await expect(page.getByLabel(field('de', 'firstName'))).toHaveValue('Seán');
  await expect(page.getByLabel(field('de', 'lastName'))).toHaveValue('Selbst getippt');
});

test('Apple answers by form_post, in German: the names come from its user field; an active member goes where the form sends one', async ({
  page,
}) => {
  await page.goto(appPath('de', CODE));
  await signInWith(page, 'de', 'Apple', /^Erika Muster/);
  await expect(page.getByText(social('de', 'signedIn.apple', { who: 'active@mock.test' }))).toBeVisible();
  await expect(page.getByLabel(field('de', 'firstName'))).toHaveValue('Erika');
  await expect(page.getByLabel(field('de', 'lastName'))).toHaveValue('Muster');

  await page.getByLabel(field('de', 'genderFemale')).check();
  await page.getByLabel(/Ich akzeptiere/).check();
  await page.getByRole('button', { name: translate('de', 'registration.submit') }).click();
  await expect(page).toHaveURL(/\/acquisition\/de\/registration\/registrationformemailactivecomplete/);
});

test('Back after signing in at the provider leads to the page before, not to the provider; from the step after the form, to the form', async ({
  page,
}) => {
  // The visitor came to the code's page from the start page, by typing the code there.
  const start = appPath('en', '');
  await page.goto(start);
  await page.getByLabel(translate('en', 'registration.codeEntry.label')).fill(CODE);
  await page.getByRole('button', { name: translate('en', 'registration.codeEntry.submit') }).click();
  await page.waitForURL((url) => url.pathname === appPath('en', CODE));
  // An identity without an e-mail: the visitor gives a new one, so this registration goes on to its second step.
  await signInWith(page, 'en', 'Google', /^Seán O’Brien/);
  await expect(page.getByLabel(field('en', 'firstName'))).toHaveValue('Seán');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === start);
  await page.goForward();
  await expect(page.getByLabel(field('en', 'firstName'))).toHaveValue('Seán'); // still signed in

  await page.getByLabel(field('en', 'email')).fill(uniqueEmail('e2e.back'));
  await page.getByLabel(field('en', 'genderMale'), { exact: true }).check();
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: translate('en', 'registration.submit') }).click();
  await expect(page).toHaveURL(/\/acquisition\/social-registration-second-step$/);
  // Back: the registration page, without the step's token anywhere in the history; Forward: the step again.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === appPath('en', CODE) && url.search === '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/acquisition\/social-registration-second-step$/);
});

test('arrived by a link from another site: Back from the step after the form stays on this site', async ({
  page,
  baseURL,
}) => {
  // The invitation's link, followed from a page of another origin (a webmail's, say).
  await followLinkFrom(page, 'https://mail.example.com/', `${baseURL}${appPath('en', CODE)}`);
  await page.waitForURL((url) => url.pathname === appPath('en', CODE));
  await signInWith(page, 'en', 'Google', /^Seán O’Brien/);
  await page.getByLabel(field('en', 'email')).fill(uniqueEmail('e2e.back.elsewhere'));
  await page.getByLabel(field('en', 'genderMale'), { exact: true }).check();
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: translate('en', 'registration.submit') }).click();
  await expect(page).toHaveURL(/\/acquisition\/social-registration-second-step$/);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.origin === new URL(baseURL!).origin);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('each way to sign up shows its mark beside its name: the providers, the phone and the e-mail', async ({
  page,
}) => {
  await page.goto(appPath('en', CODE));
  const ways = page.locator('.button-provider');
  const methods = JSON.stringify(screenConfig('landing'))
    .match(/"methods":\[([^\]]*)\]/)![1]!
    .split(',');
  await expect(ways).toHaveCount(methods.length);
  for (const way of await ways.all()) {
    const mark = way.locator('svg.provider-mark');
    await expect(mark, (await way.textContent())!).toBeVisible();
    expect((await mark.boundingBox())!.width).toBeGreaterThan(12);
  }
});

test('a cancel shows its message without the visitor touching the page first, for a redirect and a form_post', async ({
  page,
}) => {
  // Nothing typed before leaving: the form's code has not loaded, and the message must not wait for it.
  for (const provider of ['Google', 'Apple'] as const) {
    await page.goto(appPath('fr', CODE));
    await signInWith(page, 'fr', provider, /^Cancel$/);
    const message = page.getByRole('alert').filter({ hasText: social('fr', 'failures.cancelled', { provider }) });
    await expect(message).toBeFocused();
  }
});

test('a cancel, an answer to another request and a provider that does not answer each come back as a message', async ({
  page,
  context,
  consoleErrors,
}) => {
  const message = (key: string, provider: Provider) =>
    page.getByRole('alert').filter({ hasText: social('en', `failures.${key}`, { provider }) });
  await page.goto(appPath('en', CODE));
  await page.getByLabel(field('en', 'lastName')).fill('Typed');
  await signInWith(page, 'en', 'Google', /^Cancel$/);
  await expect(message('cancelled', 'Google')).toBeFocused();
  await expect(page.getByLabel(field('en', 'lastName'))).toHaveValue('Typed');

  // The state the page keeps no longer matches the one the provider sends back.
  await page.getByRole('button', { name: social('en', 'continueWith', { provider: 'Facebook' }) }).click();
  await page.waitForURL(/\/mock\/oidc\//);
  await page.evaluate(() => {
    const request = JSON.parse(sessionStorage.getItem('acq_social_sign_in')!) as { state: string };
    sessionStorage.setItem('acq_social_sign_in', JSON.stringify({ ...request, state: 'not-the-one-sent' }));
  });
  await page.getByRole('button', { name: /^Zoë Dubois-Müller/ }).click();
  await page.waitForURL((url) => url.pathname === appPath('en', CODE));
  await expect(message('stateMismatch', 'Facebook')).toBeVisible();
  await expect(page.getByLabel(field('en', 'firstName'))).toHaveValue('');

  await context.addCookies([{ name: 'mock-social-outage', value: 'apple', url: new URL('/', page.url()).href }]);
  await page.getByRole('button', { name: social('en', 'continueWith', { provider: 'Apple' }) }).click();
  await expect(message('unavailable', 'Apple')).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${appPath('en', CODE)}$`));
  expect(consoleErrors.every((error) => /503/.test(error))).toBe(true); // the browser logs the refused request
  consoleErrors.length = 0;

  // The way back opened without a sign-in under way.
  await page.goto(appPath('en', 'social/callback?code=x&state=y'));
  await expect(
    page.getByRole('heading', { name: translate('en', 'screens.social-callback.lost.title') }),
  ).toBeVisible();
  await page.getByRole('link', { name: translate('en', 'screens.social-callback.lost.entrance') }).click();
  await expect(page).toHaveURL(/\/acquisition\/entrance$/);
});

test('a forged id token is refused: its message at the top of the form, the sign-in forgotten, the names kept', async ({
  page,
}) => {
  await page.goto(appPath('en', CODE));
  await signInWith(page, 'en', 'Google', /^Łukasz Wiśniewski/);
  await expect(page.getByLabel(field('en', 'firstName'))).toHaveValue('Łukasz');
  // What a forger would send: the token's signature no longer matches its content.
  await page.evaluate((code) => {
    const key = `acq_social_identity:${code}`;
    const identity = JSON.parse(sessionStorage.getItem(key)!) as { idToken: string };
    const forged = `${identity.idToken.slice(0, -6)}AAAAAA`;
    sessionStorage.setItem(key, JSON.stringify({ ...identity, idToken: forged }));
  }, CODE);
  await page.getByLabel(field('en', 'genderMale'), { exact: true }).check();
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: translate('en', 'registration.submit') }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: translate('en', 'registration.problems.socialIdentityInvalid') }),
  ).toBeFocused();
  await expect(page.getByRole('button', { name: social('en', 'continueWith', { provider: 'Google' }) })).toBeVisible();
  await expect(page.getByLabel(field('en', 'firstName'))).toHaveValue('Łukasz');
  await expect(page.getByLabel(field('en', 'email'))).toHaveValue('lukasz.wisniewski@mock.test');
});
