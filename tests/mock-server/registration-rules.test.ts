// The shared registration rules and the server's form validation built on them.
import { isLanguage, languages } from '../../src/shared/languages.ts';
import { describe, expect, it } from 'vitest';
import { checkDeepLinkingPageData } from '../../mock-server/rules/deepLinkingPageData.ts';
import { validateRegistrationForm } from '../../mock-server/rules/validateForm.ts';
import {
  DEFAULT_REGISTRATION_COUNTRY,
  isValidEmail,
  judgeName,
  NAME_MAX_LENGTH,
  REGISTRATION_COUNTRIES,
} from '../../src/shared/registrationRules.ts';

const validForm = {
  gender: 'MALE',
  firstName: 'Jiří',
  lastName: 'Nguyễn',
  email: 'jiri@example.com',
  country: 'CZ',
  locale: 'en',
  termsAndConditions: true,
};

describe('names', () => {
  it.each([
    'Zoë',
    'Łukasiewicz-O’Neill',
    "D'Artagnan",
    'Åsa',
    'Ødegaard',
    'Şahin',
    'Γιώργος',
    'Иван',
    'Anna Maria',
    'Nguye\u0302\u0303n',
  ])('accepts %s', (name) => expect(judgeName(name)).toBe('valid'));

  it.each(['R2-D2', 'Smith!', '-Anna', "'Anna", 'Anna_Maria', 'Anna.', 'Anna <b>'])(
    'refuses the characters of %s',
    (name) => expect(judgeName(name)).toBe('notAllowedCharacters'),
  );

  it('requires a name and caps its length', () => {
    expect(judgeName('   ')).toBe('required');
    expect(judgeName(null)).toBe('required');
    expect(judgeName('a'.repeat(NAME_MAX_LENGTH))).toBe('valid');
    expect(judgeName('a'.repeat(NAME_MAX_LENGTH + 1))).toBe('tooLong');
  });
});

describe('lists and e-mail', () => {
  // The lists come from config (the registration form's country field, config/app.json's languages): a marketer's
  // edit there changes no expectation here, but what they promise must hold.
  it('has distinct countries, the preselected one among them, and a registration locale for each language', () => {
    expect(new Set(REGISTRATION_COUNTRIES).size).toBe(REGISTRATION_COUNTRIES.length);
    expect(REGISTRATION_COUNTRIES).toContain(DEFAULT_REGISTRATION_COUNTRY);
    for (const lang of languages) expect(isLanguage(lang)).toBe(true);
    expect(isLanguage('xx')).toBe(false);
  });

  it.each([
    ['anna@example.com', true],
    ['anna.maria+shop@mail.example.co.uk', true],
    ['anna.example.com', false],
    ['anna@', false],
    ['an na@example.com', false],
  ])('judges %s', (email, valid) => expect(isValidEmail(email)).toBe(valid));
});

describe('the server-side form validation', () => {
  it('accepts a valid form', () => {
    expect(validateRegistrationForm(validForm)).toEqual([]);
  });

  it('answers an empty form with every required problem, in field order', () => {
    const problems = validateRegistrationForm({});
    expect(problems.map((p) => [p.reason, p.reasonDetails.error, p.reasonDetails.field])).toEqual([
      ['GenderInvalid', 'REQUIRED', 'gender'],
      ['FirstNameInvalid', 'REQUIRED', 'firstName'],
      ['LastNameInvalid', 'REQUIRED', 'lastName'],
      ['EmailInvalid', 'REQUIRED', 'email'],
      ['CountryInvalid', 'REQUIRED', 'country'],
      ['LocaleInvalid', 'REQUIRED', 'locale'],
      ['AcceptedTerms', 'NOT_ACCEPTED', 'termsAndConditions'],
    ]);
  });

  it('names what is wrong with a value', () => {
    const problems = validateRegistrationForm({
      ...validForm,
      gender: 'DIVERSE',
      lastName: 'x'.repeat(51),
      country: 'XX', // no country's code, whichever the registration form lists
      locale: 'xx', // no language's code, whichever languages config/app.json lists
    });
    expect(problems.map((p) => `${p.reason}:${p.reasonDetails.error}`)).toEqual([
      'GenderInvalid:NOT_IN_LIST',
      'LastNameInvalid:TOO_LONG',
      'CountryInvalid:NOT_IN_LIST',
      'LocaleInvalid:NOT_IN_LIST',
    ]);
  });
});

describe('where in the shop the visitor came from (deepLinkingPageData)', () => {
  it('keeps paths of the shop and refuses anything else as a bad input', () => {
    expect(checkDeepLinkingPageData(null)).toEqual({});
    expect(checkDeepLinkingPageData({ sourcePath: '/women/', previousPdpPage: null })).toEqual({
      sourcePath: '/women/',
    });
    for (const refused of [{ sourcePath: 'https://evil.example/' }, { previousPdpPage: '//evil.example/p' }]) {
      expect(() => checkDeepLinkingPageData(refused)).toThrow(/is not a path of the shop/);
    }
  });
});
