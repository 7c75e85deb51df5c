// The Authorization header from the auth token cookie (spec §7.2, §9).
import Cookies from 'js-cookie';

export const AUTH_COOKIE = 'acq_auth_token';
const AUTH_COOKIE_MAX_AGE_S = '604800'; // 7 days

/** 'abc' → 'Bearer abc'; a value that already starts with a scheme ('Basic xyz') is sent as it is. */
export function authorizationValue(token: string | undefined): string | undefined {
  if (!token) return undefined;
  return /^\w+ /.test(token) ? token : `Bearer ${token}`;
}

export const readAuthToken = () => Cookies.get(AUTH_COOKIE);

export function writeAuthToken(token: string) {
  Cookies.set(AUTH_COOKIE, token, { 'max-age': AUTH_COOKIE_MAX_AGE_S, secure: true, sameSite: 'Lax', path: '/' });
}
