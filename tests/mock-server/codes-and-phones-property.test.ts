// Property-based: registration codes, one-time codes and phone numbers as a visitor may type them are judged alike by
// the app (the forms' precompiled validators, the landing route's parameter check, the code panels' rules) and the
// mock backend (its rules, and over GraphQL its length limits), and nothing throws or answers a 5xx.
import fc from 'fast-check';
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { createMockBackend } from '../../mock-server/backend.ts';
import { isWellFormedCode } from '../../mock-server/rules/codeErrors.ts';
import { normalizeDestination } from '../../mock-server/rules/oneTimeCodeDestination.ts';
import { OneTimeCodes } from '../../mock-server/store/oneTimeCodes.ts';
import codeFormModule from '../../src/config/forms/__generated__/registration-code.form.ts';
import { routesConfig } from '../../src/config/appConfig.ts';
import { isOneTimeCodeFormat, normalizeCodeEmail } from '../../src/shared/oneTimeCodeRules.ts';
import { passesValidation } from '../../src/shared/paramValidation.ts';
import { formatAsTyped, normalizePhoneNumber } from '../../src/shared/phoneNumber.ts';
import { REGISTRATION_COUNTRIES } from '../../src/shared/registrationRules.ts';
import { formValues, refusedFields } from '../support/formVerdict.ts';
import { emailLike, hostileCharacter, hostileText } from '../support/hostileStrings.ts';

const codeForm = codeFormModule.config;

/** A code as typed: code-like, code-like with a stray character or spaces, or anything. */
const codeLike = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,70}$/),
  fc
    .tuple(fc.stringMatching(/^[A-Z0-9-]{4,20}$/), hostileCharacter, fc.nat())
    .map(([code, c, at]) => code.slice(0, at % code.length) + c + code.slice(at % code.length)),
  hostileText,
);

/** A country's example mobile number with other last digits, written nationally or internationally, spaced or not. */
const mobileLike = fc
  .tuple(fc.constantFrom(...REGISTRATION_COUNTRIES), fc.stringMatching(/^[0-9]{1,4}$/), fc.boolean(), fc.boolean())
  .map(([country, digits, national, spaced]) => {
    const example = getExampleNumber(country as CountryCode, examples)!;
    const written = national ? example.formatNational() : example.formatInternational();
    const number = written.slice(0, -digits.length) + digits;
    return spaced ? ` ${number} ` : number.replace(/\s/g, '');
  });

/** A phone number as typed: a mobile number, digits and separators after a prefix, or anything. */
const phoneLike = fc.oneof(
  mobileLike,
  fc
    .tuple(fc.constantFrom('', '+', '00', '0', '+49 ', '+48 (0)', '+33 6'), fc.stringMatching(/^[0-9 ()/.-]{0,18}$/))
    .map(([prefix, digits]) => prefix + digits),
  hostileText,
);

/** The route the code form opens (without script too): its parameter check is the landing page's. */
const codeRoute = routesConfig.routes.find((route) => route.id === codeForm.withoutScript.route)!;

describe('a registration code', () => {
  const backend = createMockBackend({ logError: () => undefined });
  const check = (code: string) =>
    backend.yoga.fetch('http://mock.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query ($code: String!) { registrationCodeDetails(registrationCode: $code) { errorDetails { error } } }',
        variables: { code },
      }),
    });

  it('is judged alike by the code form, the landing route, and the mock (its rule and its limit)', async () => {
    await fc.assert(
      fc.asyncProperty(codeLike, async (typed) => {
        const values = await formValues('registration-code', { registrationCode: typed });
        const held = (values.registrationCode as string | undefined) ?? '';
        const formTakes = !(await refusedFields('registration-code', values)).has('registrationCode');
        expect(passesValidation(held, codeRoute.validate!)).toBe(formTakes);
        expect(isWellFormedCode(held)).toBe(formTakes);
        const answer = await check(held);
        expect(answer.status).toBe(held.length > 64 ? 400 : 200);
        // The form's limit is the SDL's: whatever the form takes, the backend reads (and does not refuse for length).
        if (formTakes) expect(answer.status).toBe(200);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a phone number', () => {
  it('the panel sends (E.164) is what the mock takes; neither throws on anything typed', () => {
    let sentSome = 0;
    fc.assert(
      fc.property(phoneLike, fc.constantFrom(...REGISTRATION_COUNTRIES), (typed, country) => {
        formatAsTyped(typed, country);
        const sent = normalizePhoneNumber(typed, country);
        if (sent !== null) expect(normalizeDestination('PHONE', sent)).toBe(sent);
        if (sent !== null) sentSome += 1;
        // Without the page's country the mock takes a number with its country code as the panel does in any country.
        const server = normalizeDestination('PHONE', typed);
        if (server !== null) expect(normalizePhoneNumber(typed, country)).toBe(server);
      }),
      { numRuns: 500 },
    );
    expect(sentSome).toBeGreaterThan(50); // the generator makes valid mobile numbers too, not only rubbish
  });
});

describe('an e-mail for a one-time code', () => {
  it('is taken by the panel, the mock and the registration form that follows alike', async () => {
    await fc.assert(
      fc.asyncProperty(emailLike, async (typed) => {
        const sent = normalizeCodeEmail(typed);
        if (sent !== null) expect(normalizeDestination('EMAIL', sent)).toBe(sent);
        const values = await formValues('registration', { email: typed });
        expect((await refusedFields('registration', values)).has('email')).toBe(sent === null);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a one-time code', () => {
  it('is sent only in the form the mock can verify, and the mock verifies only what the field could send', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^[0-9 ]{0,9}$/), hostileText), (typed) => {
        const codes = new OneTimeCodes();
        const { code } = codes.request('EMAIL', 'fixed-code@mock.test', 0) as { code: string };
        // The field keeps digits only, at most six (CodeStep.tsx); the panel sends it when it has the code's form.
        const held = typed.replace(/\D/g, '').slice(0, 6);
        const verdict = codes.verify('EMAIL', 'fixed-code@mock.test', typed, 1000).status;
        if (verdict === 'VERIFIED') expect(isOneTimeCodeFormat(typed.trim())).toBe(true);
        if (isOneTimeCodeFormat(held)) {
          const fresh = new OneTimeCodes();
          fresh.request('EMAIL', 'fixed-code@mock.test', 0);
          expect(fresh.verify('EMAIL', 'fixed-code@mock.test', held, 1000).status).toBe(
            held === code ? 'VERIFIED' : 'WRONG_CODE',
          );
        }
      }),
      { numRuns: 500 },
    );
  });
});
