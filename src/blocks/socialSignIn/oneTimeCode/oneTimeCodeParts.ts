// What the one-time code's panel tells the visitor, and the small things its state machine needs beside.
import { ONE_TIME_CODE_RULES } from '../../../shared/oneTimeCodeRules.ts';

export type Stage = 'destination' | 'code';
/** A message for the visitor: its i18n key (from the block's texts), its values, and whether it is an error. */
export interface Message {
  key: string;
  /** Set when the backend refused the destination: the message shows at its field. */
  destinationRefused?: boolean;
  values?: Record<string, string | number>;
  error: boolean;
}

export const randomNonce = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16)))).replace(/[+/=]/g, '');

/** Where the focus goes once this panel has gone: the block's status of the sign-in (SignedInStatus). */
export const focusSignedInStatus = () =>
  setTimeout(() => document.querySelector<HTMLElement>('.social-signed-in')?.focus(), 0);

export const EXPIRY_MINUTES = ONE_TIME_CODE_RULES.expiresInSeconds / 60;
export const VOID_VALUES = { minutes: EXPIRY_MINUTES, tries: ONE_TIME_CODE_RULES.maxAttempts };
export const VOID_MESSAGES = {
  EXPIRED: 'expired',
  TOO_MANY_ATTEMPTS: 'tooManyAttempts',
  NOT_REQUESTED: 'notRequested',
} as const;
