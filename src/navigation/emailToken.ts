// The e-mail token of the lobby and of the social sign-up's second step (?token=, a JWT whose payload holds the
// e-mail). Once read it is kept for the browser session, so it can leave the address bar (history, referrers) and
// a reload still works. Storage may be blocked: then nothing is kept, and the token stays where it was.
import { jwtDecode } from 'jwt-decode';
import { keepSessionValue, readSessionValue } from '../platform/sessionValue.ts';

const KEY = 'acq_email_token';

/** Whether the token decodes to a payload holding an e-mail (the backend checks its signature). */
export function holdsEmail(token: string | null): token is string {
  if (!token) return false;
  try {
    const payload = jwtDecode<{ email?: unknown }>(token);
    return typeof payload.email === 'string' && payload.email.includes('@');
  } catch {
    return false;
  }
}

export const keptEmailToken = (): string | null => readSessionValue(KEY);

/** Keeps the token for the session; false when storage refused it. */
export const keepEmailToken = (token: string): boolean => keepSessionValue(KEY, token);

/** The page's token: the one in its URL, else the one kept for the session. For loaders and event handlers. */
export const emailTokenOf = (url: URL): string | null => url.searchParams.get('token') ?? keptEmailToken();
