// The Authorization header from the auth token cookie (spec §7.2, §9).
import Cookies from 'js-cookie';
import { AUTH_COOKIE, AUTH_COOKIE_MAX_AGE_S } from '../shared/authCookie.ts';

/** The attributes spec §9 gives the cookie; removing it needs the same path. */
const attributes = { secure: true, sameSite: 'Lax', path: '/' } as const;

/** 'abc' → 'Bearer abc'; a value that already starts with a scheme ('Basic xyz') is sent as it is. */
export function authorizationValue(token: string | undefined): string | undefined {
  if (!token) return undefined;
  return /^\w+ /.test(token) ? token : `Bearer ${token}`;
}

export const readAuthToken = () => Cookies.get(AUTH_COOKIE);

export function writeAuthToken(token: string) {
  Cookies.set(AUTH_COOKIE, token, { ...attributes, 'max-age': String(AUTH_COOKIE_MAX_AGE_S) });
}

/** Signing out: later requests go without a token. */
export function forgetAuthToken() {
  Cookies.remove(AUTH_COOKIE, attributes);
}
