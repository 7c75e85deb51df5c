import type { OneTimeCodeChannel } from '../../../shared/oneTimeCodeRules.ts';

/** What differs between a code by text message and one by e-mail: the field, its formatting and its check. */
export interface DestinationKind {
  channel: OneTimeCodeChannel;
  /** Its name in the block's texts. */
  method: 'phone' | 'email';
  type: 'tel' | 'email';
  autoComplete: 'tel' | 'email';
  /** What the visitor typed, formatted as they type, for the page's country. */
  format(typed: string, country: string): string;
  /** A destination as the visitor reads it in a message (a phone number spaced internationally). */
  display(destination: string): string;
  /** The destination the backend takes (E.164, or the e-mail), or null when it is no valid one. */
  normalize(typed: string, country: string): string | null;
}
