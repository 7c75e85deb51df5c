/** The tokens this backend hands out: bearer tokens after login, e-mail tokens after submit. Times are the backend clock's. */
import type { UserRecord, UserRole } from '../store/records.ts';
import { AUTH_COOKIE_MAX_AGE_S } from '../../src/shared/authCookie.ts';
import { secondsFromNow, signToken, verifyToken } from './jwt.ts';

/** spec §9: the auth cookie lives 7 days, so the token does too. */
export const TOKEN_LIFETIME_SECONDS = AUTH_COOKIE_MAX_AGE_S;

export interface BearerClaims {
  sub: string;
  sid: string;
  email: string;
  roles: UserRole[];
}

export function issueBearerToken(user: UserRecord, sessionId: string, secret: string, nowMs: number): Promise<string> {
  return signToken(
    {
      sub: user.id,
      sid: sessionId,
      email: user.email,
      roles: user.roles,
      exp: secondsFromNow(TOKEN_LIFETIME_SECONDS, nowMs),
    },
    secret,
  );
}

/** The registration token of submit: the lobby and the social second step read its e-mail. */
export function issueEmailToken(email: string, registrationId: string, secret: string, nowMs: number): Promise<string> {
  return signToken({ sub: registrationId, email, exp: secondsFromNow(TOKEN_LIFETIME_SECONDS, nowMs) }, secret);
}

/** spec §7: "Bearer " is optional when the value does not already start with a word and a space. */
export function tokenFromAuthorization(header: string | null | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  const match = /^\w+ (.+)$/.exec(value);
  return match?.[1]?.trim() ?? value;
}

/** Who the token says it is; the store decides whether that session is still open. */
export async function readBearerClaims(
  token: string,
  secret: string,
  nowMs: number,
): Promise<Pick<BearerClaims, 'sub' | 'sid'> | null> {
  const claims = await verifyToken(token, secret, nowMs);
  if (!claims || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
  return { sub: claims.sub, sid: claims.sid };
}

/** The e-mail of any valid token this server signed, or null. */
export async function readTokenEmail(token: string, secret: string, nowMs: number): Promise<string | null> {
  const email = (await verifyToken(token, secret, nowMs))?.email;
  return typeof email === 'string' ? email : null;
}
