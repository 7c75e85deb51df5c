/**
 * A registration link's validityTimestamp: "<expiry in ms since epoch>.<HMAC of code and expiry>".
 * Only the server knows the secret, so a visitor cannot extend a link or move it to another code.
 */
import { hmacBase64Url, sameText } from '../base/hashing.ts';

export type LinkVerdict = 'valid' | 'expired' | 'invalid';

const signedText = (registrationCode: string, expiresAtMs: number): string =>
  `${registrationCode.trim().toUpperCase()}.${expiresAtMs}`;

export function signValidityTimestamp(registrationCode: string, expiresAtMs: number, secret: string): string {
  return `${expiresAtMs}.${hmacBase64Url(secret, signedText(registrationCode, expiresAtMs))}`;
}

export function judgeValidityTimestamp(
  registrationCode: string,
  validityTimestamp: string,
  secret: string,
  nowMs = Date.now(),
): LinkVerdict {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]+)$/.exec(validityTimestamp.trim());
  if (!match?.[1] || !match[2]) return 'invalid';
  const expiresAtMs = Number(match[1]);
  const expected = hmacBase64Url(secret, signedText(registrationCode, expiresAtMs));
  if (!sameText(match[2], expected)) return 'invalid';
  return expiresAtMs <= nowMs ? 'expired' : 'valid';
}
