/** Registration problems (spec §5) as the server answers them. */
import type { RegistrationProblemReason } from '../__generated__/resolverTypes.ts';
import type { SocialIdentityError } from '../social/identityErrors.ts';

interface ProblemType {
  message: string;
  /** The input the problem belongs to, so a form can show it at the right field. */
  field: string | null;
  /** The reasonDetails.error a forced scenario answers with (the most common cause). */
  typicalDetail: string;
}

/** One entry per value of the SDL enum RegistrationProblemReason (the type says so: a missing or extra one fails tsc). */
export const PROBLEM_TYPES = {
  AcceptedDataPolicy: {
    message: 'The data policy was not accepted.',
    field: 'consents',
    typicalDetail: 'NOT_ACCEPTED',
  },
  AcceptedTerms: {
    message: 'The terms and conditions were not accepted.',
    field: 'termsAndConditions',
    typicalDetail: 'NOT_ACCEPTED',
  },
  ActivationAccountUrlInvalid: {
    message: 'The account activation URL is not the activation page of this site.',
    field: 'accountActivationUrl',
    typicalDetail: 'NOT_IN_LIST',
  },
  AgreementsAcceptedInvalid: {
    message: 'An accepted agreement is not the current version for the country.',
    field: 'consents',
    typicalDetail: 'OUTDATED_VERSION',
  },
  AgreementsNotAccepted: {
    message: 'The terms and the data policy must both be accepted to finalize.',
    field: 'consents',
    typicalDetail: 'NOT_ACCEPTED',
  },
  CountryInvalid: {
    message: 'The country is not one of the registration countries.',
    field: 'country',
    typicalDetail: 'NOT_IN_LIST',
  },
  EmailAlreadyUsedActive: {
    message: 'An active account already uses this e-mail address.',
    field: 'email',
    typicalDetail: 'ALREADY_USED',
  },
  EmailAlreadyUsedInAcq: {
    message: 'A registration with this e-mail address is in progress.',
    field: 'email',
    typicalDetail: 'ALREADY_USED',
  },
  EmailAlreadyUsedPending: {
    message: 'An account with this e-mail address is waiting for activation.',
    field: 'email',
    typicalDetail: 'ALREADY_USED',
  },
  EmailInvalid: { message: 'The e-mail address is not valid.', field: 'email', typicalDetail: 'INVALID_FORMAT' },
  FinalizationRegistrationIdNotExists: {
    message: 'No registration has this id.',
    field: 'registrationId',
    typicalDetail: 'NOT_FOUND',
  },
  FirstNameInvalid: {
    message: 'The first name is missing, too long or uses characters that are not allowed.',
    field: 'firstName',
    typicalDetail: 'NOT_ALLOWED_CHARACTERS',
  },
  GenderInvalid: {
    message: 'The gender is missing or not one of the options.',
    field: 'gender',
    typicalDetail: 'NOT_IN_LIST',
  },
  Infrastructure: {
    message: 'A backend system is not available; try again later.',
    field: null,
    typicalDetail: 'UNAVAILABLE',
  },
  LastNameInvalid: {
    message: 'The last name is missing, too long or uses characters that are not allowed.',
    field: 'lastName',
    typicalDetail: 'NOT_ALLOWED_CHARACTERS',
  },
  LocaleInvalid: {
    message: 'The locale is not one of the supported languages.',
    field: 'locale',
    typicalDetail: 'NOT_IN_LIST',
  },
  RegistrationCode: {
    message: 'The registration code cannot be used for a registration now.',
    field: 'registrationCode',
    typicalDetail: 'REGISTRATION_CODE_NO_BALANCE_LEFT',
  },
  RegistrationCodeInvalid: {
    message: 'The registration code does not exist.',
    field: 'registrationCode',
    typicalDetail: 'NOT_FOUND',
  },
  SocialIdentityInvalid: {
    message: 'The id token of the sign-in with an identity provider was refused.',
    field: null,
    typicalDetail: 'SIGNATURE',
  },
} as const satisfies Record<RegistrationProblemReason, ProblemType>;

export type ProblemReason = keyof typeof PROBLEM_TYPES;

/**
 * The reasonDetails.error values; for the reason RegistrationCode the field carries the
 * RegistrationCodeError instead.
 */
export type ProblemDetail =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'NOT_ALLOWED_CHARACTERS'
  | 'INVALID_FORMAT'
  | 'NOT_IN_LIST'
  | 'NOT_ACCEPTED'
  | 'OUTDATED_VERSION'
  | 'ALREADY_USED'
  | 'NOT_FOUND'
  | 'UNAVAILABLE'
  | SocialIdentityError;

export interface RegistrationProblem {
  message: string;
  reason: ProblemReason;
  reasonDetails: { error: string; field: string | null };
}

export function problem(reason: ProblemReason, error: ProblemDetail | (string & {})): RegistrationProblem {
  const type: ProblemType = PROBLEM_TYPES[reason];
  return { message: type.message, reason, reasonDetails: { error, field: type.field } };
}

/** The problem a scenario forces, with its most common detail. */
export const typicalProblem = (reason: ProblemReason): RegistrationProblem =>
  problem(reason, PROBLEM_TYPES[reason].typicalDetail);
