// A code that expires while its form is open (the mock's clock moved past MOCK-EXPIRES-SOON's end): the submit is
// refused with the code's own error, and the page says that the invitation has expired, not that invitations ran
// out; the outcome is tracked as spec §8's "code expired". The `clock` project runs it after the others.
import { EXPIRES_SOON_MS } from '../mock-server/store/seed.ts';
import { appPath } from './expected.ts';
import { expectReasonMessage, pageOf, registerOutcome } from './everyState.ts';
import { expect, test } from './fixtures.ts';
import { fieldLabel, findingLabel, submitButton } from './registrationForm.ts';
import { trackedOutcomes } from './tracking.ts';

test.use({ viewport: { width: 390, height: 844 } });
test.afterAll(async ({ request }) => {
  await request.post('/mock/reset'); // the backend's clock back to the machine's time
});

test('a code that expires while its form is open: the deny page says it has expired, tracked as such', async ({
  page,
  request,
}) => {
  const outcome = registerOutcome({ produces: 'RegistrationCode', detail: 'REGISTRATION_CODE_EXPIRED' })!;
  await page.goto(appPath('en', 'MOCK-EXPIRES-SOON'));
  await page.getByLabel(findingLabel('en', 'gender')).check();
  await page.getByLabel(fieldLabel('en', 'firstName'), { exact: true }).fill('Anna');
  await page.getByLabel(fieldLabel('en', 'lastName'), { exact: true }).fill('Berg');
  await page.getByLabel(fieldLabel('en', 'email'), { exact: true }).fill('expires.while.open@mock.test');
  await page.getByLabel(fieldLabel('en', 'termsAndConditions')).check();

  await request.post('/mock/clock', { data: { advanceMs: EXPIRES_SOON_MS + 60_000 } });
  await submitButton(page, 'en').click();
  await expect(page).toHaveURL(new RegExp(`${pageOf(outcome.route!)}\\?reason=${outcome.reason}`));
  await expectReasonMessage(page, 'deny', outcome.reason);
  await expect.poll(() => trackedOutcomes(page)).toEqual([outcome.track]);
});
