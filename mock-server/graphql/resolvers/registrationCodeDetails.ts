import type { QueryResolvers } from '../../__generated__/resolverTypes.ts';
import { countryOptions } from '../../rules/legalTexts.ts';
import {
  CODE_ERROR_MESSAGES,
  CODE_ERRORS,
  codeErrorsOf,
  isWellFormedCode,
  type RegistrationCodeError,
} from '../../rules/codeErrors.ts';
import { forcedAnswer, forcedScenario } from '../forcedScenario.ts';
import type { RegistrationCodeRecord } from '../../store/records.ts';
import type { MockContext } from '../context.ts';

/** The host of the site that sent the visitor (the query's referrer), else of the request's Referer; its port aside. */
export function refererHost(context: MockContext, referrer: string | null | undefined): string | null {
  try {
    return new URL(referrer ?? context.header('referer') ?? '').hostname;
  } catch {
    return null;
  }
}

export function findCode(context: MockContext, registrationCode: string): RegistrationCodeRecord | undefined {
  return isWellFormedCode(registrationCode) ? context.services.store.findCode(registrationCode) : undefined;
}

export const errorDetailsAnswer = (errors: readonly RegistrationCodeError[]) => errors.map((error) => ({ error }));

export const registrationCodeDetails: QueryResolvers['registrationCodeDetails'] = async (
  _,
  { registrationCode, validityTimestamp, referrer },
  context,
) => {
  const forced = await forcedScenario(context, 'registrationCodeDetails', {
    field: 'registrationCode',
    value: registrationCode,
  });
  const code = findCode(context, registrationCode);
  // A variant scenario shows the customization of its seeded code (e.g. on MOCK-VALID, forced by the header).
  const variant = forced?.kind === 'variant' ? findCode(context, forced.trigger.value) : undefined;
  const errors =
    forced && !variant
      ? [forcedAnswer(forced, CODE_ERRORS)]
      : codeErrorsOf(code, {
          arrival: { validityTimestamp },
          refererHost: refererHost(context, referrer),
          secret: context.services.options.secret,
          nowMs: context.services.store.clock.now(),
        });
  const usable = errors.length === 0 && code !== undefined;
  return {
    errors: errors.map((error) => CODE_ERROR_MESSAGES[error]),
    errorDetails: errorDetailsAnswer(errors),
    invitorName: code?.inviter?.active ? code.inviter.name : null,
    countryOptions: usable ? countryOptions() : [],
    customization: usable ? (variant ?? code).customization : null,
  };
};
