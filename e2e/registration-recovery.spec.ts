// After a problem the visitor can put right, the same form finishes the registration: a finalize problem is
// answered once per registration (docs/decisions.md), a resubmit, even after a reload, ends on 'verify your
// e-mail' with the mail sent; a timeout says what to do and its retry goes through. Phones first.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { screenTitle, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { fieldLabel, submitButton, submitWithEmail } from './registrationForm.ts';
import { uniqueEmail, uniqueId } from './uniqueEmail.ts';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
type Outcome = { route?: string; field?: string; message?: string };
const outcomes = json('config/outcomes.json').actions.register.answers as Record<string, Outcome>;
const finishedRoute = (json('config/routes.json').routes as { id: string; screen: string }[]).find(
  (r) => r.id === outcomes.REGISTERED!.route,
)!;
const finalizeProblems = (
  json('mock-server/scenarios.json').scenarios as {
    kind: string;
    operation: string;
    produces: string;
    trigger: { value: string };
  }[]
).filter((s) => s.kind === 'problem' && s.operation === 'finalizeRegistration');

/** A catalogue trigger e-mail made unique with a +tag (the mock ignores the tag): workers share the server. */
const tagged = (email: string, tag: string) => email.replace('@', `+${tag}.${uniqueId()}@`);

const mailsTo = async (request: APIRequestContext, email: string) =>
  ((await (await request.get('/mock/outbox')).json()) as { to: string }[]).filter((m) => m.to === email);

test.use({ viewport: { width: 390, height: 844 } });

for (const scenario of finalizeProblems) {
  for (const reload of [false, true]) {
    test(`${scenario.produces}: registering again${reload ? ' after a reload' : ''} finishes the registration`, async ({
      page,
      request,
    }) => {
      const email = tagged(scenario.trigger.value, reload ? 'reload' : 'again');
      await submitWithEmail(page, 'en', email);
      const message = page.getByText(translate('en', outcomes[scenario.produces]!.message!));
      await expect(message).toBeVisible();
      expect(await mailsTo(request, email)).toEqual([]);
      if (reload) await page.reload(); // the draft keeps what was typed; the terms are ticked again
      if (reload) await page.getByLabel(fieldLabel('en', 'termsAndConditions')).check();
      else await expect(page.getByLabel(fieldLabel('en', 'termsAndConditions'))).toBeChecked();

      await submitButton(page, 'en').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitle(finishedRoute.screen, 'en'));
      await expect.poll(() => mailsTo(request, email)).toHaveLength(1);
    });
  }
}

test('a field the server refuses comes into view with its label and message on a phone', async ({ page }) => {
  await submitWithEmail(page, 'en', tagged('first-name-invalid@mock.test', 'view'));
  const field = page.locator('.field', { has: page.getByLabel(fieldLabel('en', 'firstName')) }).last();
  await expect(field.getByRole('textbox')).toBeFocused();
  await expect(field.getByText(fieldLabel('en', 'firstName'))).toBeInViewport({ ratio: 1 });
  await expect(field.getByText(translate('en', outcomes.FirstNameInvalid!.message!))).toBeInViewport({ ratio: 1 });
});

test('a timeout says that nothing is lost and what to do; its retry registers', async ({ page }) => {
  await page.clock.install();
  let held = true;
  // The first submit is never answered (the page gives up after its timeout); the retry reaches the mock backend.
  await page.route('**/graphql', (route) =>
    held && route.request().postData()?.includes('registrationSubmitForm')
      ? new Promise<void>(() => {})
      : route.fallback(),
  );
  const email = uniqueEmail('e2e.timeout');
  const sent = page.waitForRequest((request) => !!request.postData()?.includes('registrationSubmitForm'));
  await submitWithEmail(page, 'en', email);
  await sent; // the timeout runs from the request on (the form's code may still have been loading at the click)
  await page.clock.fastForward(31_000);

  const notice = page.locator('.notice[role=alert]');
  await expect(notice).toContainText(translate('en', 'errors.timeout'));
  await expect(notice).toContainText(translate('en', 'errors.timeoutHint'));
  const retry = notice.getByRole('button', { name: translate('en', 'errors.retry') });
  await expect(retry).toBeFocused();
  await expect(notice).toBeInViewport();
  await expect(page.getByLabel(fieldLabel('en', 'email'))).toHaveValue(email);

  held = false;
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screenTitle(finishedRoute.screen, 'en'));
  await page.unrouteAll({ behavior: 'ignoreErrors' }); // the held request's handler never returns
});
