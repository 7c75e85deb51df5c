// Property-based: for any names and e-mail addresses a visitor may type, the registration form (its precompiled
// validator, after its widgets) and the mock backend (mock-server/rules/validateForm.ts) refuse the same fields, and
// neither throws. A client that skipped validation would get the same verdict from the server.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateEmail, validateRegistrationForm } from '../../mock-server/rules/validateForm.ts';
import { REGISTRATION_COUNTRIES } from '../../src/shared/registrationRules.ts';
import { emailLike, hostileText, nameLike } from '../support/hostileStrings.ts';
import { formValues, refusedFields } from '../support/formVerdict.ts';

const sorted = (fields: Iterable<string>) => [...new Set(fields)].sort();

/** Gender and country as the form offers them (radios, a select), or anything else a hand-made request sends. */
const gender = fc.oneof(fc.constantFrom('FEMALE', 'MALE'), hostileText);
const country = fc.oneof(fc.constantFrom(...REGISTRATION_COUNTRIES), hostileText);

const registration = fc.record({
  gender,
  firstName: nameLike,
  lastName: nameLike,
  email: emailLike,
  country,
  newsletter: fc.boolean(),
  termsAndConditions: fc.boolean(),
});

describe('the registration form and the mock backend judge alike', () => {
  it('refuse the same fields of any registration', async () => {
    await fc.assert(
      fc.asyncProperty(registration, async (typed) => {
        const values = await formValues('registration', typed);
        const client = sorted((await refusedFields('registration', values)).keys());
        const server = validateRegistrationForm({ ...values, locale: 'en' }).map((p) => p.reasonDetails.field!);
        expect(client).toEqual(sorted(server));
      }),
      { numRuns: 400 },
    );
  });

  it('judge the membership application e-mail alike', async () => {
    await fc.assert(
      fc.asyncProperty(emailLike, async (typed) => {
        const values = await formValues('membership-application', { email: typed });
        const client = (await refusedFields('membership-application', values)).has('email');
        expect(client).toBe(validateEmail(values.email as string | undefined) !== null);
      }),
      { numRuns: 300 },
    );
  });
});
