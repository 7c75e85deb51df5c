/**
 * Minimal HS256 JSON Web Tokens on node:crypto: the app decodes them (jwt-decode), the
 * server checks signature and expiry, so a token cannot be edited in the browser.
 */
import { hmacBase64Url, sameText } from '../base/hashing.ts';

export interface TokenClaims {
  /** Seconds since epoch. */
  exp: number;
  [claim: string]: unknown;
}

const encodePart = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encodePart({ alg: 'HS256', typ: 'JWT' });

export function signToken(claims: TokenClaims, secret: string): string {
  const unsigned = `${HEADER}.${encodePart(claims)}`;
  return `${unsigned}.${hmacBase64Url(secret, unsigned)}`;
}

/** The claims of a token this server signed and that has not expired; null otherwise. */
export function verifyToken(token: string, secret: string, nowMs: number): TokenClaims | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (header !== HEADER || payload === undefined || signature === undefined || rest.length > 0) return null;
  if (!sameText(signature, hmacBase64Url(secret, `${header}.${payload}`))) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!isClaims(claims) || claims.exp * 1000 <= nowMs) return null;
    return claims;
  } catch {
    return null;
  }
}

function isClaims(value: unknown): value is TokenClaims {
  return typeof value === 'object' && value !== null && typeof (value as { exp?: unknown }).exp === 'number';
}

export const secondsFromNow = (seconds: number, nowMs: number): number => Math.floor(nowMs / 1000) + seconds;
