/**
 * Registration rules shared by the app's form validation and the mock server's validation,
 * so a client that skips validation gets the same verdict from the server.
 * Dependency-free on purpose (config's doors only): both the browser bundle and Node import it.
 */
import { registrationFormConfig as registrationForm } from '../config/registrationFormConfig.ts';
import type { RegistrationCountry } from './__generated__/configLiterals.ts';

export type { RegistrationCountry };

/**
 * The selectable registration countries (spec §3: 27; the product says 28) and the one preselected without a hint:
 * written once, as the registration form's country field (config/forms/registration.json).
 */
export const REGISTRATION_COUNTRIES = registrationForm.schema.properties.country.enum as readonly RegistrationCountry[];

export const DEFAULT_REGISTRATION_COUNTRY = registrationForm.schema.properties.country.default as RegistrationCountry;

/** FEMALE is shown as 'Ms/Mrs', MALE as 'Mr'. */
export const GENDERS = ['FEMALE', 'MALE'] as const;
export type Gender = (typeof GENDERS)[number];

/** The lengths (UTF-16 units of the value as sent) the registration form's config sets; the SDL says the same. */
export const NAME_MAX_LENGTH: number = registrationForm.schema.properties.firstName.maxLength;

/**
 * A name starts with a letter and holds letters (any alphabet, with diacritics as letters or
 * combining marks), spaces, hyphens and straight or typographic apostrophes. White space of any kind around it
 * (a pasted no-break space) is allowed: the server trims it, so the form and the server judge the same.
 */
export const NAME_PATTERN = /^\s*[\p{L}\p{M}][\p{L}\p{M} '\-’]*\s*$/u;

/** Same expression as ajv-formats' "email" format, so RJSF and the server agree. */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
export const EMAIL_MAX_LENGTH: number = registrationForm.schema.properties.email.maxLength;

/**
 * A registration code: 4 to 64 letters, digits, hyphens or underscores, with at least one digit, hyphen or
 * underscore (MOCK-VALID, ANNA2026). Codes travel as the landing page's slug, so a one-word path such as /login or
 * /impressum must not look like one: it is a page that does not exist, not an invalid invitation.
 */
export const REGISTRATION_CODE_PATTERN = /^(?=[A-Za-z0-9_-]*[0-9_-])[A-Za-z0-9_-]{4,64}$/;

/** The custom JSON Schema formats the form configs may name. */
export const FORM_FORMATS = { 'person-name': NAME_PATTERN, 'registration-code': REGISTRATION_CODE_PATTERN };

/** How long an admin-generated registration link stays valid (spec §9). */
export const REGISTRATION_LINK_VALID_DAYS = 14;

export type NameVerdict = 'valid' | 'required' | 'tooLong' | 'notAllowedCharacters';

/** Judges a first or last name: blank is missing; the length counts the value as sent, spaces around it too. */
export function judgeName(value: string | null | undefined): NameVerdict {
  const name = value ?? '';
  if (name.trim() === '') return 'required';
  if (name.length > NAME_MAX_LENGTH) return 'tooLong';
  return NAME_PATTERN.test(name) ? 'valid' : 'notAllowedCharacters';
}

/** An e-mail address with spaces around it is that address; the length counts the value as sent. */
export function isValidEmail(value: string | null | undefined): boolean {
  const email = value ?? '';
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email.trim());
}

export function isRegistrationCountry(value: string | null | undefined): value is RegistrationCountry {
  return (REGISTRATION_COUNTRIES as readonly string[]).includes(value ?? '');
}

export function isGender(value: string | null | undefined): value is Gender {
  return (GENDERS as readonly string[]).includes(value ?? '');
}
