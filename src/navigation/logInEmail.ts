// The e-mail a registration found an account for ('account already exists'), handed on to the log-in that page
// forwards to, so the member need not type it again. It travels in sessionStorage, never in the address (history,
// referrers, analytics); storage blocked: the log-in starts empty. Read in effects and event handlers only.
import { forgetSessionValue, keepSessionValue, readSessionValue } from '../platform/sessionValue.ts';

const KEY = 'acq_log_in_email';

/** Kept for this tab's session; the next one replaces it. */
export const handEmailToLogIn = (email: string) => void keepSessionValue(KEY, email);

/** The e-mail handed on, for the log-in form to start with; null when there is none. */
export const handedLogInEmail = (): string | null => readSessionValue(KEY);

/** Signed in: the e-mail has done its work. */
export const forgetLogInEmail = () => forgetSessionValue(KEY);
