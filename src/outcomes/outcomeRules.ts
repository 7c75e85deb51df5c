// config/outcomes.json: what the visitor sees for each server answer; here, the tables of a code's and an
// activation's errors.
import type { RouteRule } from '../config/__generated__/outcomes.ts';
import { outcomesConfig } from '../config/outcomesConfig.ts';

/** The outcome of a registration-code error; an unknown error is treated as an invalid code. */
export const codeErrorRule = (error: string): RouteRule =>
  Object.hasOwn(outcomesConfig.codeErrors, error)
    ? outcomesConfig.codeErrors[error]!
    : outcomesConfig.codeErrors.REGISTRATION_CODE_INVALID!;

/** Where a failed account activation leads; an unknown error counts as a failed attempt. */
export const activationErrorRule = (error: string): RouteRule =>
  Object.hasOwn(outcomesConfig.activationErrors, error)
    ? outcomesConfig.activationErrors[error]!
    : outcomesConfig.activationErrors.ACTIVATION_FAILED!;
