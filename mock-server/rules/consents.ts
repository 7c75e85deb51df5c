/** Checks the consents of submit and finalize against the country's current legal texts. */
import { isRegistrationCountry } from '../../src/shared/registrationRules.ts';
import type { ConsentsInput, ConsentType } from '../__generated__/resolverTypes.ts';
import { countryOption } from './legalTexts.ts';
import { problem, type RegistrationProblem } from './problems.ts';

const accepted = (consents: readonly ConsentsInput[], type: ConsentType): ConsentsInput | undefined =>
  consents.find((consent) => consent.consentType === type && consent.accepted);

/** A pkString that is not the current version of the country's text (a stale page, a forged request). */
function outdatedAgreement(consents: readonly ConsentsInput[], country: string): RegistrationProblem | null {
  if (!isRegistrationCountry(country)) return null;
  const current = countryOption(country);
  const expected: Partial<Record<ConsentType, string>> = {
    TERMS: current.termsPkString,
    DATA_POLICY: current.dataPolicyPkString,
  };
  const stale = consents.find((consent) => {
    const wanted = expected[consent.consentType];
    return consent.accepted && wanted !== undefined && consent.pkString !== wanted;
  });
  return stale ? problem('AgreementsAcceptedInvalid', 'OUTDATED_VERSION') : null;
}

/** Submit: the data policy must be accepted (the terms come as the form's checkbox). */
export function checkSubmitConsents(consents: readonly ConsentsInput[], country: string): RegistrationProblem[] {
  const missing = accepted(consents, 'DATA_POLICY') ? null : problem('AcceptedDataPolicy', 'NOT_ACCEPTED');
  return [missing, outdatedAgreement(consents, country)].filter((p): p is RegistrationProblem => p !== null);
}

/** Finalize: terms and data policy must both be accepted again, in their current versions. */
export function checkFinalizeConsents(consents: readonly ConsentsInput[], country: string): RegistrationProblem[] {
  const complete = accepted(consents, 'TERMS') && accepted(consents, 'DATA_POLICY');
  if (!complete) return [problem('AgreementsNotAccepted', 'NOT_ACCEPTED')];
  const stale = outdatedAgreement(consents, country);
  return stale ? [stale] : [];
}
