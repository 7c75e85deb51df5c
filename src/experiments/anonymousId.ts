// The visitor's A/B identity (spec §3: the acqAnonymousId attribute): a random id in a first-party cookie, so the
// same visitor falls into the same arm on every reload and visit. Read and written in effects only.
import Cookies from 'js-cookie';

export const ANONYMOUS_ID_COOKIE = 'acq_anonymous_id';
/** Chrome keeps a cookie at most 400 days; each visit renews it. */
const MAX_AGE_DAYS = 400;

const isId = (value: string | undefined): value is string => !!value && /^[A-Za-z0-9-]{8,64}$/.test(value);

export function anonymousId(): string {
  const kept = Cookies.get(ANONYMOUS_ID_COOKIE);
  const id = isId(kept) ? kept : crypto.randomUUID();
  Cookies.set(ANONYMOUS_ID_COOKIE, id, {
    expires: MAX_AGE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
  return id;
}
