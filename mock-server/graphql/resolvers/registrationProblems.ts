/** Problems shared by submit and finalize, and the shape of a refused answer. */
import { isValidEmail } from '../../../src/shared/registrationRules.ts';
import { blocksRegistration, codeErrorsOf } from '../../rules/codeErrors.ts';
import {
  PROBLEM_TYPES,
  problem,
  typicalProblem,
  type ProblemReason,
  type RegistrationProblem,
} from '../../rules/problems.ts';
import { forcedAnswer } from '../forcedScenario.ts';
import type { MockScenario } from '../../scenarios/catalogue.ts';
import type { RegistrationRecord, RegistrationStatus } from '../../store/records.ts';
import type { MockContext } from '../context.ts';
import { findCode } from './registrationCodeDetails.ts';

const PROBLEM_REASONS = Object.keys(PROBLEM_TYPES) as ProblemReason[];

const EMAIL_IN_USE: Record<RegistrationStatus, ProblemReason> = {
  SUBMITTED: 'EmailAlreadyUsedInAcq',
  PENDING_ACTIVATION: 'EmailAlreadyUsedPending',
  ACTIVE: 'EmailAlreadyUsedActive',
};

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The registration a submit takes over: one submitted with the same code and never finalized (no account, no
 * mail), e.g. after a finalize problem. Submitting again restarts it (docs/decisions.md).
 */
export function unfinalizedRegistration(
  context: MockContext,
  email: string | null | undefined,
  registrationCode: string,
): RegistrationRecord | undefined {
  const registration = email ? context.services.store.findRegistrationByEmail(email) : undefined;
  return registration?.status === 'SUBMITTED' && sameCode(registration.registrationCode, registrationCode)
    ? registration
    : undefined;
}

/** A registration (other than one this submit restarts) or a member account already holding the e-mail. */
export function emailInUseProblems(
  context: MockContext,
  email: string | null | undefined,
  registrationCode: string,
): RegistrationProblem[] {
  if (!email || !isValidEmail(email) || unfinalizedRegistration(context, email, registrationCode)) return [];
  const { store } = context.services;
  const status = store.findRegistrationByEmail(email)?.status ?? (store.findUserByEmail(email) ? 'ACTIVE' : undefined);
  return status ? [problem(EMAIL_IN_USE[status], 'ALREADY_USED')] : [];
}

export function registrationCodeProblems(context: MockContext, registrationCode: string): RegistrationProblem[] {
  const code = findCode(context, registrationCode);
  if (!code) return [problem('RegistrationCodeInvalid', 'NOT_FOUND')];
  const { options, store } = context.services;
  const blocking = codeErrorsOf(code, { secret: options.secret, nowMs: store.clock.now() }).find(blocksRegistration);
  return blocking ? [problem('RegistrationCode', blocking)] : [];
}

/** The problem a scenario forces: its detail (one scenario per detail, e.g. SocialIdentityInvalid), else the typical one. */
export function forcedProblems(scenario: MockScenario): RegistrationProblem[] {
  const reason = forcedAnswer(scenario, PROBLEM_REASONS);
  return [scenario.detail ? problem(reason, scenario.detail) : typicalProblem(reason)];
}

export const refused = (registrationProblems: RegistrationProblem[]) => ({
  registration: null,
  consentCredentials: null,
  registrationProblems,
});
