/** Where a one-time code may go: a valid mobile number in E.164 for PHONE, a valid e-mail for EMAIL; else null. */
import { normalizeCodeEmail, type OneTimeCodeChannel } from '../../src/shared/oneTimeCodeRules.ts';
import { normalizePhoneNumber } from '../../src/shared/phoneNumber.ts';

export const normalizeDestination = (channel: OneTimeCodeChannel, text: string): string | null =>
  channel === 'PHONE' ? normalizePhoneNumber(text) : normalizeCodeEmail(text);
