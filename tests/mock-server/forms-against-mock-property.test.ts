// Property-based, end to end over GraphQL: what the registration, membership and log-in forms make of anything typed
// (their precompiled validators, after their widgets) is what the mock backend answers when it is sent anyway: the
// same fields refused, a 400 exactly for what is past the SDL's limits, never a 5xx.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMockBackend } from '../../mock-server/backend.ts';
import { resolveOptions } from '../../mock-server/base/options.ts';
import { REGISTRATION_COUNTRIES } from '../../src/shared/registrationRules.ts';
import { formValues, refusedFields } from '../support/formVerdict.ts';
import { emailLike, hostileText, nameLike } from '../support/hostileStrings.ts';
import { successRequest } from './support/catalogue.ts';

const backend = createMockBackend({ logError: () => undefined });
const { bodyLimitBytes } = resolveOptions({});

/** The answer; a body past the mock's size limit (three fields of 100,000 characters) must be refused with 413. */
async function send(request: { query: string; variables?: unknown }) {
  const body = JSON.stringify(request);
  const response = await backend.yoga.fetch('http://mock.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const tooLarge = Buffer.byteLength(body) > bodyLimitBytes;
  expect(response.status === 413).toBe(tooLarge);
  return { status: response.status, body: await response.json(), tooLarge };
}

const sorted = (fields: Iterable<string>) => [...new Set(fields)].sort();

describe('sent anyway, the mock answers as the form judged', () => {
  it('registration: the problems name the fields the form refuses', async () => {
    const happy = successRequest('registrationSubmitForm');
    const typedForm = fc.record({
      gender: fc.constantFrom('FEMALE', 'MALE'),
      firstName: nameLike,
      lastName: nameLike,
      email: emailLike,
      country: fc.constantFrom(...REGISTRATION_COUNTRIES),
      termsAndConditions: fc.constant(true),
    });
    await fc.assert(
      fc.asyncProperty(typedForm, async (typed) => {
        const values = await formValues('registration', typed);
        const refused = sorted((await refusedFields('registration', values)).keys());
        const formInput = { ...values, newsletter: false, locale: 'en' };
        const variables = { ...(happy.variables as object), formInput };
        const { status, body, tooLarge } = await send({ query: happy.query, variables });
        if (tooLarge) return;
        expect(status).toBe(200);
        const problems: { reason: string; reasonDetails: { field: string } }[] =
          body.data.registrationSubmitForm.registrationProblems;
        // An address in use, or a wrong code, is no verdict of the form's: the backend alone knows them.
        const fieldProblems = problems.filter((p) => p.reasonDetails.field in typed && !/AlreadyUsed/.test(p.reason));
        expect(sorted(fieldProblems.map((p) => p.reasonDetails.field))).toEqual(refused);
      }),
      { numRuns: 150 },
    );
  });

  it('membership application: a problem exactly when the form refuses the e-mail', async () => {
    const happy = successRequest('applyForMembership');
    await fc.assert(
      fc.asyncProperty(emailLike, async (typed) => {
        const values = await formValues('membership-application', { email: typed });
        const refused = (await refusedFields('membership-application', values)).has('email');
        // An emptied field sends nothing; the request needs a string (the form never sends it so).
        const input = { email: (values.email as string | undefined) ?? '', locale: 'en' };
        const { status, body, tooLarge } = await send({ query: happy.query, variables: { input } });
        if (tooLarge) return;
        expect(status).toBe(200);
        expect(body.data.applyForMembership.problems.length > 0).toBe(refused);
      }),
      { numRuns: 150 },
    );
  });

  it('log-in: a 400 exactly for what is past the limits the form refuses, otherwise an answer', async () => {
    const happy = successRequest('logIn');
    await fc.assert(
      fc.asyncProperty(emailLike, hostileText, async (email, password) => {
        const values = await formValues('log-in', { email, password });
        const tooLong = [...(await refusedFields('log-in', values)).values()].flat().includes('maxLength');
        const input = { email: values.email ?? '', password: values.password ?? '' };
        const { status, body, tooLarge } = await send({ query: happy.query, variables: { input } });
        if (tooLarge) return;
        expect(status).toBe(tooLong ? 400 : 200);
        if (tooLong) expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
        else expect(body.data.logIn.token ?? body.data.logIn.error).toBeTruthy();
      }),
      { numRuns: 150 },
    );
  });
});
