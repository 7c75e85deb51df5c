/** What stands between a registration code (or link) and a registration: spec §8's code errors. */
import { REGISTRATION_CODE_PATTERN } from '../../src/shared/registrationRules.ts';
import { judgeValidityTimestamp } from '../auth/linkSignature.ts';
import type { RegistrationCodeError as SdlCodeError } from '../__generated__/resolverTypes.ts';
import type { RegistrationCodeRecord } from '../store/records.ts';

/** One message per value of the SDL enum RegistrationCodeError (a missing or extra one fails tsc). */
export const CODE_ERROR_MESSAGES = {
  CUSTOMIZATION_MISSING: 'The code has no landing page customization.',
  INVITER_INVALID: 'The inviting member is no longer active.',
  REFERER_INVALID: 'The code only works for visitors coming from its partner site.',
  REGISTRATION_CODE_BALANCE_LESS_THAN_PENDING_REGISTRATIONS:
    'More registrations are pending than invitations are left.',
  REGISTRATION_CODE_INVALID: 'The registration code does not exist.',
  REGISTRATION_CODE_NO_BALANCE_LEFT: 'The inviting member has no invitations left.',
  REGISTRATION_CODE_EXPIRED: 'The registration code has expired.',
  REGISTRATION_LINK_EXPIRED: 'The registration link has expired.',
  REGISTRATION_LINK_INVALID: 'The registration link was altered.',
  REGISTRATION_LINK_TIMESTAMP_MISSING:
    'The code only works inside its registration link, which has a validity timestamp.',
} as const satisfies Record<SdlCodeError, string>;

export type RegistrationCodeError = keyof typeof CODE_ERROR_MESSAGES;
/** Every code error, e.g. for a forced scenario to choose from. */
export const CODE_ERRORS = Object.keys(CODE_ERROR_MESSAGES) as RegistrationCodeError[];

export interface CodeCheckRequest {
  /** Set when the visitor arrives (landing page): the link's validity timestamp is judged then. */
  arrival?: { validityTimestamp?: string | null | undefined };
  /** Host of the page that sent the visitor, from the Referer header. */
  refererHost?: string | null;
  secret: string;
  /** The backend clock's now. */
  nowMs: number;
}

/** Errors in the order a visitor should hear about them; empty when the code works. */
export function codeErrorsOf(
  code: RegistrationCodeRecord | undefined,
  request: CodeCheckRequest,
): RegistrationCodeError[] {
  if (!code) return ['REGISTRATION_CODE_INVALID'];
  const { nowMs } = request;
  const errors: RegistrationCodeError[] = [];
  const validityTimestamp = request.arrival?.validityTimestamp;
  if (validityTimestamp) {
    const verdict = judgeValidityTimestamp(code.code, validityTimestamp, request.secret, nowMs);
    if (verdict === 'invalid') errors.push('REGISTRATION_LINK_INVALID');
    if (verdict === 'expired') errors.push('REGISTRATION_LINK_EXPIRED');
  } else if (request.arrival && code.linkOnly) {
    errors.push('REGISTRATION_LINK_TIMESTAMP_MISSING');
  }
  if (code.expiresAt !== null && Date.parse(code.expiresAt) <= nowMs) errors.push('REGISTRATION_CODE_EXPIRED');
  if (!code.inviter?.active) errors.push('INVITER_INVALID');
  if (code.refererHosts && !code.refererHosts.includes(request.refererHost ?? '')) errors.push('REFERER_INVALID');
  if (!code.customization) errors.push('CUSTOMIZATION_MISSING');
  if (code.balance <= 0) errors.push('REGISTRATION_CODE_NO_BALANCE_LEFT');
  else if (code.balance < code.pendingRegistrations) {
    errors.push('REGISTRATION_CODE_BALANCE_LESS_THAN_PENDING_REGISTRATIONS');
  }
  return errors;
}

/** Unknown or malformed codes are looked up as no code at all. */
export const isWellFormedCode = (code: string): boolean => REGISTRATION_CODE_PATTERN.test(code.trim());

/** At submit the landing page is past, so its customization and referer no longer matter. */
export const blocksRegistration = (error: RegistrationCodeError): boolean =>
  error !== 'CUSTOMIZATION_MISSING' && error !== 'REFERER_INVALID';
