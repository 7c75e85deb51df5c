/**
 * Server-side check of the registration form: the client's rules (src/shared/registrationRules.ts)
 * answered with spec §5 problem types, so a client that skips validation gets the same verdict.
 */
import { isLanguage } from '../../src/shared/languages.ts';
import {
  isGender,
  isRegistrationCountry,
  isValidEmail,
  judgeName,
  type NameVerdict,
} from '../../src/shared/registrationRules.ts';
import type { RegistrationFormInput } from '../__generated__/resolverTypes.ts';
import { problem, type ProblemDetail, type ProblemReason, type RegistrationProblem } from './problems.ts';

const NAME_DETAILS: Record<Exclude<NameVerdict, 'valid'>, ProblemDetail> = {
  required: 'REQUIRED',
  tooLong: 'TOO_LONG',
  notAllowedCharacters: 'NOT_ALLOWED_CHARACTERS',
};

const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** A required field holding a value outside its list. */
function listProblem(
  value: string | null | undefined,
  isAllowed: (value: string) => boolean,
  reason: ProblemReason,
): RegistrationProblem | null {
  if (isBlank(value)) return problem(reason, 'REQUIRED');
  return isAllowed((value ?? '').trim()) ? null : problem(reason, 'NOT_IN_LIST');
}

function nameProblem(value: string | null | undefined, reason: ProblemReason): RegistrationProblem | null {
  const verdict = judgeName(value);
  return verdict === 'valid' ? null : problem(reason, NAME_DETAILS[verdict]);
}

function emailProblem(value: string | null | undefined): RegistrationProblem | null {
  if (isBlank(value)) return problem('EmailInvalid', 'REQUIRED');
  return isValidEmail(value) ? null : problem('EmailInvalid', 'INVALID_FORMAT');
}

/** Every problem of the form, in field order. */
export function validateRegistrationForm(input: RegistrationFormInput): RegistrationProblem[] {
  return [
    listProblem(input.gender, isGender, 'GenderInvalid'),
    nameProblem(input.firstName, 'FirstNameInvalid'),
    nameProblem(input.lastName, 'LastNameInvalid'),
    emailProblem(input.email),
    listProblem(input.country, isRegistrationCountry, 'CountryInvalid'),
    listProblem(input.locale, isLanguage, 'LocaleInvalid'),
    input.termsAndConditions === true ? null : problem('AcceptedTerms', 'NOT_ACCEPTED'),
  ].filter((found): found is RegistrationProblem => found !== null);
}

/** Just the e-mail rule, for the membership-interest application. */
export const validateEmail = emailProblem;
