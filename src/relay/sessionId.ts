// One id per browser session, so the backend can group a visitor's requests: a session cookie (no
// expiry), which every tab of the visit shares and the browser forgets when it closes.
import Cookies from 'js-cookie';

export const SESSION_COOKIE = 'acq_session_id';

export function sessionId(): string {
  let id = Cookies.get(SESSION_COOKIE);
  if (!id) {
    id = crypto.randomUUID();
    Cookies.set(SESSION_COOKIE, id, { path: '/', sameSite: 'Lax' });
  }
  return id;
}
