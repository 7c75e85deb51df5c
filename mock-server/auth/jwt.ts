/**
 * The backend's HS256 JSON Web Tokens, with jose: the app decodes them (jwt-decode), the server checks signature
 * and expiry at its own clock (POST /mock/clock moves it), so a token cannot be edited in the browser.
 */
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  /** Seconds since epoch. */
  exp: number;
  [claim: string]: unknown;
}

const ALGORITHM = 'HS256';
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signToken(claims: TokenClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(keyOf(secret));
}

/** The claims of a token this server signed and that has not expired; null otherwise. */
export async function verifyToken(token: string, secret: string, nowMs: number): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      currentDate: new Date(nowMs),
      requiredClaims: ['exp'],
    });
    return payload as TokenClaims;
  } catch (error) {
    // Every refusal of a token is jose's own error; anything else is a fault of this code.
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

export const secondsFromNow = (seconds: number, nowMs: number): number => Math.floor(nowMs / 1000) + seconds;
