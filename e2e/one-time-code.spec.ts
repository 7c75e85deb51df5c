// Social sign-up by one-time code on a phone (390 px), against the mock backend: the code read from its outbox.
// The wait and the expiry, which move the clocks, are in one-time-code.clock.spec.ts.
import { expectNoAxeViolations } from './axe.ts';
import { appPath, translate, translateWith } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { codeText, codeTextWith, confirmCode, lastCode, otherThan, sendCode } from './oneTimeCode.ts';
import { fieldLabel, findingLabel, submitButton } from './registrationForm.ts';

const CODE = 'MOCK-SOCIAL-REG';

test('en: a mobile number formatted as typed, a wrong code then the right one; the form then asks for the e-mail and registers', async ({
  page,
  request,
}) => {
  await page.goto(appPath('en', CODE));
  await page.getByRole('button', { name: codeText('en', 'continueWith', 'phone') }).click();
  const panel = page.getByRole('region', { name: codeText('en', 'title', 'phone') });
  const number = panel.getByLabel(codeText('en', 'destinationLabel', 'phone'));
  await expect(number).toBeFocused();
  await expect(number).toHaveAttribute('type', 'tel');
  await expect(number).toHaveAttribute('autocomplete', 'tel');

  // Not a mobile number: said at the field, nothing sent; what was typed stays.
  await number.pressSequentially('0151 123');
  await panel.getByRole('button', { name: codeText('en', 'send') }).click();
  await expect(panel.getByText(codeText('en', 'destinationInvalid', 'phone'))).toBeVisible();
  await expect(number).toBeFocused();
  await number.pressSequentially('45678');
  await expect(number).toHaveValue('01511 2345678'); // formatted as in DE, the page's country (the backend's)
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: codeText('en', 'send') }).click();

  const code = panel.getByLabel(translateWith('en', 'screens.social-sign-in.oneTimeCode.codeLabel', { digits: 6 }));
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  const resend = panel.getByRole('button', { name: codeText('en', 'resend') });
  await expect(resend).toBeDisabled();
  // Waiting, it does not look like the links beside it.
  await expect(resend).toHaveCSS('text-decoration-line', 'none');
  await expect(panel.getByRole('button', { name: codeText('en', 'changeDestination', 'phone') })).toHaveCSS(
    'text-decoration-line',
    'underline',
  );
  // The number it went to, spaced as a person reads it, not as the backend stores it (+4915112345678).
  const sentNotice = panel.getByText(codeTextWith('en', 'sent', { destination: '+49 1511 2345678', minutes: 5 }));
  await expect(sentNotice).toBeVisible();
  // Read before the field it is about.
  expect((await sentNotice.boundingBox())!.y).toBeLessThan((await code.boundingBox())!.y);
  const sent = await lastCode(request, '+4915112345678');

  await confirmCode(page, 'en', otherThan(sent));
  await expect(panel.getByText(codeTextWith('en', 'wrongCode', { left: 2 }))).toBeInViewport();
  await confirmCode(page, 'en', sent);

  // The block now says who signed in, and that the account still needs an e-mail, which the form asks.
  const status = page.locator('.social-signed-in');
  await expect(status).toBeFocused();
  // The number as the panel showed it, not as the backend stores it.
  await expect(status.locator('.social-signed-in-who')).toHaveText(
    translateWith('en', 'screens.social-sign-in.signedIn.phone', { who: '+49 1511 2345678' }),
  );
  await expect(panel).toHaveCount(0);
  await expect(page.getByText(translate('en', 'screens.social-sign-in.emailMissing'))).toBeVisible();
  await page.getByLabel(findingLabel('en', 'gender')).check();
  await page.getByLabel(fieldLabel('en', 'firstName'), { exact: true }).fill('Ada');
  await page.getByLabel(fieldLabel('en', 'lastName'), { exact: true }).fill('Nowak');
  await page.getByLabel(fieldLabel('en', 'email'), { exact: true }).fill('phone.sign-up@mock.test');
  await page.getByLabel(fieldLabel('en', 'termsAndConditions')).check();
  const submitted = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && /registrationSubmitForm/.test(r.postData() ?? ''),
  );
  await submitButton(page, 'en').click();
  const variables = (await submitted).postDataJSON().variables;
  expect(variables.socialRegistrationInput).toMatchObject({ provider: 'PHONE', idToken: expect.any(String) });
  await expect(page).toHaveURL(/\/social-registration-second-step$/); // the flow's second step
});

test('pl: an e-mail address gets its code by e-mail; confirmed, the form has it', async ({ page, request }) => {
  await page.goto(appPath('pl', CODE));
  const panel = await sendCode(page, 'pl', 'email', 'Kod.Mailem@Mock.test');
  await expect(
    panel.getByText(codeTextWith('pl', 'sent', { destination: 'kod.mailem@mock.test', minutes: 5 })),
  ).toBeVisible();
  await confirmCode(page, 'pl', await lastCode(request, 'kod.mailem@mock.test'));
  const status = page.locator('.social-signed-in');
  await expect(status).toBeFocused(); // where the panel was: a screen reader reads who signed in
  await expect(status).toContainText(
    translateWith('pl', 'screens.social-sign-in.signedIn.email', { who: 'kod.mailem@mock.test' }),
  );
  // A verified e-mail is the account's: the form no longer asks for it.
  await expect(page.getByLabel(fieldLabel('pl', 'email'), { exact: true })).toHaveCount(0);
});
